/** Data exports in route tests: they are built in the background after the request is answered. */
import type { Agent } from "supertest";
import { expect, vi } from "vitest";

export interface ExportView {
  id: string;
  status: string;
  sizeBytes: number;
}

/** Waits until `agent`'s latest data export is no longer building (ready or failed) and answers it. */
export function finishedExport(agent: Agent): Promise<ExportView> {
  return vi.waitFor(
    async () => {
      const res = await agent.get("/api/account/exports");
      expect(res.status, res.text).toBe(200);
      const latest = res.body as ExportView | null;
      expect(latest?.status ?? "building").not.toBe("building");
      return latest!;
    },
    { timeout: 20_000, interval: 50 },
  );
}
