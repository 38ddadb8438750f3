/**
 * Debian's nginx as a foreground child on loopback, with a generated config whose logs, pid file
 * and temp paths all live in one temporary folder (no root-owned paths, no system service).
 */
import fs from "node:fs";
import path from "node:path";
import { startChild, waitUntilReady, type Child } from "../lib/processes";

export const NGINX = "/usr/sbin/nginx";

export interface NginxSite {
  /** The loopback port nginx listens on. */
  port: number;
  /** The app ports it balances over (round robin). */
  upstreams: number[];
}

function siteConfig(site: NginxSite, index: number): string {
  const upstream = `pawswell_${index}`;
  return `
  upstream ${upstream} {
${site.upstreams.map((port) => `    server 127.0.0.1:${port};`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${site.port};
    client_max_body_size 11m;
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which process answered, so the output can show both taking turns.
      add_header X-Upstream $upstream_addr always;
    }
  }`;
}

/** An nginx.conf for `sites`, everything nginx writes kept under `dir`. */
export function nginxConfig(dir: string, sites: NginxSite[]): string {
  const temp = (name: string) => path.join(dir, "temp", name);
  return `worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
${sites.map(siteConfig).join("\n")}
}
`;
}

/** Writes the config into `dir`, starts nginx in the foreground and waits until every site answers. */
export async function startNginx(dir: string, sites: NginxSite[]): Promise<Child> {
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    // Workers drop to an unprivileged user when nginx runs as root: they must be able to write here.
    fs.mkdirSync(path.join(dir, "temp", name), { recursive: true, mode: 0o777 });
    fs.chmodSync(path.join(dir, "temp", name), 0o777);
  }
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, "temp"), 0o755);
  const config = path.join(dir, "nginx.conf");
  fs.writeFileSync(config, nginxConfig(dir, sites));
  const child = startChild(
    "nginx",
    ["-p", dir, "-c", config, "-e", path.join(dir, "error.log"), "-g", "daemon off;"],
    { PATH: process.env.PATH },
    { command: NGINX },
  );
  for (const site of sites) await waitUntilReady(child, `http://127.0.0.1:${site.port}/healthz`, 15_000);
  return child;
}
