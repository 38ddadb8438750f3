import { ShareStoryDialog } from "./lazy-share-story-dialog";

/** The closing invitation under the stories. */
export function StoriesCallToAction() {
  return (
    <section
      aria-labelledby="stories-cta-heading"
      className="mt-12 on-dark rounded-2xl bg-brand-800 px-6 py-10 text-center text-white"
    >
      <h2 id="stories-cta-heading" className="text-2xl font-semibold">
        Every bond has a story
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-brand-50">
        Your experience could be exactly what someone needs to read today. Share how an animal has helped you.
      </p>
      <div className="mt-6 flex justify-center">
        <ShareStoryDialog triggerLabel="Share Your Story Today" />
      </div>
    </section>
  );
}
