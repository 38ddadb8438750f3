/**
 * An author answering the moderators about their own item (a moderator's note to them, or the item
 * being held): the answer joins the item's open case, or opens one, so a moderator reads it in the
 * queue; the moderators who wrote to the author are told in their bell. The answer is screened as
 * everything a person writes is: one that reads as someone in danger now lifts its case to the top
 * (alerting every moderator, as a hold does), and its author is shown the helplines.
 */
import { itemNotFoundMessage } from "@shared/item-kinds";
import type { ModeratorAnswerResult } from "@shared/contracts/reports.contract";
import type { ModeratorAnswerBody } from "@shared/safety/moderation";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { moderatedItemsRepository } from "../repositories/moderated-items.repository";
import { moderationCasesRepository } from "../repositories/moderation-cases.repository";
import { moderatorAnswersRepository } from "../repositories/moderator-answers.repository";
import { inTransaction } from "../repositories/transaction";
import { queueIfNeeded, screen } from "./crisis-screening";
import { alertModeratorsOfAnswer } from "./moderator-alerts";

export function moderatorAnswersService(db: Database) {
  return {
    async answer(body: ModeratorAnswerBody, author: Viewer): Promise<ModeratorAnswerResult> {
      const screening = screen(body.text);
      await inTransaction(db, async (tx) => {
        // The item first, then its case: the order reports and moderators' actions take.
        const item = await moderatedItemsRepository(tx).lock(body.itemType, body.itemId);
        // Only an item's own author answers about it; to anyone else it is not there to answer about.
        if (!item || item.authorId !== author.id) throw notFound(itemNotFoundMessage(body.itemType));
        const about = { itemType: body.itemType, itemId: body.itemId, authorId: author.id, snapshot: item.text };
        await queueIfNeeded(tx, about, screening);
        const cases = moderationCasesRepository(tx);
        const caseId = (await cases.findOpen(about))?.id ?? (await cases.open({ ...about, priority: "reported" }));
        const answers = moderatorAnswersRepository(tx);
        await answers.add({ caseId, authorId: author.id, text: body.text });
        const writers = await answers.noteWriters(body.itemType, body.itemId);
        await alertModeratorsOfAnswer(tx, { caseId, itemType: body.itemType, authorId: author.id }, writers);
      });
      return { status: screening.hold ? "held" : "sent" };
    },
  };
}
