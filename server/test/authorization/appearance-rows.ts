/**
 * The authorization matrix's rows for a member's theme and text size (shared/appearance.ts):
 * members only, each their own; a visitor keeps theirs in the browser. Spread into AUTHORIZATION_MATRIX.
 */
import { appearanceContract } from "@shared/contracts/appearance.contract";
import { contractRow, type MatrixRow } from "./matrix-rows";

export const APPEARANCE_ROWS: MatrixRow[] = [
  contractRow(appearanceContract.get, (client) => client.get("/api/account/appearance")),
  contractRow(appearanceContract.save, (client) =>
    client.put("/api/account/appearance").send({ theme: "system", textSize: "normal" }),
  ),
];
