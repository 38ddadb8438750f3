/** A loopback TCP port for scripts and tests that start servers of their own. */
import net from "node:net";

/** A port nobody listens on right now (the OS picks it; it is free again once the probe closes). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
