/**
 * Varied text for the benchmark's million rows, so search meets the word frequencies real writing
 * has: a vocabulary of 5,000 entries (a few hundred real words and two-word phrases people write
 * about pets and wellbeing, then made-up words for the long tail), drawn with a Zipf-like
 * distribution (entry r about 1/r as often as the first) into a pool of sentences; each row's text
 * strings a few pooled sentences together, chosen by row number. PostgreSQL does all of it.
 */
import { sql } from "drizzle-orm";
import { selectRows, type Database } from "../../server/db";

export const VOCABULARY_SIZE = 5_000;
const SENTENCES = 60_000;
const TITLES = 20_000;

/**
 * The first entries, most frequent first: stop words, then everyday words, then the words and
 * phrases of the site's subjects. Two-word entries are collocations ("separation anxiety"), which
 * real text repeats far more often than chance would put two words side by side.
 */
const HEAD = `the and my to a of in is it with for was that on we our he she her his me at this have
  but so be they day all just one when time after dog not walk from up out more about been every can
  like cat home today feel help really good little long night morning back calm still first better
  week friend new know think would much love family anxiety always again together puppy sleep park
  since little quiet years vet therapy dog gentle breathing routine rescue training evening someone
  labrador terrier spaniel collie kitten rabbit horse parrot hamster tortoise ferret budgie guinea pig
  support group grief loss senior pet separation anxiety long walk panic attack deep breath safe place
  care home comfort blanket treats garden beach river forest rain sunshine winter summer spring autumn
  patient kind brave tired hopeful grateful lonely worried nervous settled happy sad scared peaceful
  learned noticed started tried helped stayed waited listened watched remembered shared missed
  breakfast dinner bedtime weekend holiday moving house new job doctor appointment nurse hospital
  counsellor medication journal meditation yoga stretch music reading cuddle purring wagging barking
  leash harness collar crate blanket bowl toy ball stick frisbee brush grooming bath nails teeth
  adoption shelter foster fostering neighbour stranger visitor children grandmother grandfather
  partner sister brother daughter son husband wife mum dad teacher colleague therapist volunteer
  small steps good days hard days slow down each other first time every night best friend
  emotional support service dog assistance animal comfort animal companion animal
  heart mind body breath voice hands paws tail ears nose eyes fur whiskers feathers scales
  afraid alone together safe warm soft gentle loud noise thunder fireworks traffic doorbell crowd
  change progress setback relapse recovery healing coping struggle challenge goal habit
  greyhound poodle beagle dachshund retriever shepherd whippet lurcher bulldog husky corgi
  persian siamese tabby ginger calico maine coon ragdoll bengal sphynx
  cockatiel canary goldfish gecko bearded dragon chinchilla hedgehog pony donkey alpaca goat
  lavender chamomile candle window sofa armchair kitchen bedroom staircase hallway garden gate
  mindful grounding gratitude compassion kindness patience courage resilience wellbeing`;

// Syllables the long tail's made-up words are spelt from (three each: 24³ distinct words).
const SYLLABLES = "ba ko ri ven tal mo sha lin dor pe qua zu fen gri lo mar nis te vo bel cas di hu ram";

/** The vocabulary's entries, most frequent first (real ones, then made-up ones to VOCABULARY_SIZE). */
function vocabulary(): string[] {
  const head = HEAD.split(/\s+/).filter(Boolean);
  // HEAD lists every word on its own; these neighbours are joined back into one two-word entry.
  const pairs = new Set([
    "therapy dog",
    "guinea pig",
    "support group",
    "senior pet",
    "separation anxiety",
    "long walk",
    "panic attack",
    "deep breath",
    "safe place",
    "care home",
    "comfort blanket",
    "moving house",
    "new job",
    "small steps",
    "good days",
    "hard days",
    "slow down",
    "each other",
    "first time",
    "every night",
    "best friend",
    "emotional support",
    "service dog",
    "assistance animal",
    "comfort animal",
    "companion animal",
    "maine coon",
    "bearded dragon",
    "garden gate",
  ]);
  const entries: string[] = [];
  for (let i = 0; i < head.length; i += 1) {
    const pair = `${head[i]} ${head[i + 1]}`;
    if (pairs.has(pair)) {
      entries.push(pair);
      i += 1;
    } else {
      entries.push(head[i]!);
    }
  }
  const unique = [...new Set(entries)];
  const syllables = SYLLABLES.split(" ");
  const n = syllables.length;
  const made = new Set(unique.flatMap((entry) => entry.split(" ")));
  for (let k = 0; unique.length < VOCABULARY_SIZE; k += 1) {
    const word = syllables[k % n]! + syllables[Math.floor(k / n) % n]! + syllables[Math.floor(k / (n * n)) % n]!;
    if (!made.has(word)) {
      made.add(word);
      unique.push(word);
    }
  }
  return unique;
}

/**
 * Creates (or replaces) the tables the text is drawn from: bench_vocabulary(rank, word), and
 * bench_sentences(id, text) / bench_titles(id, text) filled from it with Zipf-like draws: rank
 * floor((N+1)^u) for u uniform in [0, 1) is r with probability ln((r+1)/r), about 1/r.
 */
export async function createSearchText(db: Database): Promise<void> {
  const words = vocabulary();
  await db.execute(sql.raw("drop table if exists bench_vocabulary, bench_sentences, bench_titles"));
  await db.execute(sql.raw("create table bench_vocabulary (rank int primary key, word text not null)"));
  await db.execute(
    sql`insert into bench_vocabulary (rank, word) select r, w from string_to_table(${words.join("\n")}, E'\n') with ordinality as v(w, r)`,
  );
  const draw = (count: string) => `(select string_agg(v.word, ' ' order by d.k)
      from (select k, floor(exp(random() * ln(${words.length + 1})))::int as r from generate_series(1, ${count}) k offset 0) d
      join bench_vocabulary v on v.rank = d.r)`;
  await db.execute(
    sql.raw(`create table bench_sentences as
      select s.id, initcap(left(t.text, 1)) || substr(t.text, 2) || '.' as text
      from generate_series(0, ${SENTENCES - 1}) s(id), lateral (select ${draw("6 + s.id % 11")} as text) t`),
  );
  await db.execute(sql.raw("alter table bench_sentences add primary key (id)"));
  await db.execute(
    sql.raw(`create table bench_titles as
      select s.id, initcap(t.text) as text
      from generate_series(0, ${TITLES - 1}) s(id), lateral (select ${draw("3 + s.id % 4")} as text) t`),
  );
  await db.execute(sql.raw("alter table bench_titles add primary key (id)"));
}

/** Whether the text tables are there (a database seeded before them must be seeded again). */
export async function hasSearchText(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(
    db,
    sql`select to_regclass('bench_sentences') is not null and to_regclass('bench_titles') is not null as found`,
  );
  return Boolean(row?.found);
}

/** The `k`th pooled sentence for row `g.i` (k = 1, 2, …): spread so neighbouring rows differ. */
function sentence(k: number): string {
  return `(select text from bench_sentences where id = ((g.i::bigint * ${2_654_435 + k * 7919} + ${k * 104_729}) % ${SENTENCES}))`;
}

/** SQL for row `g.i`'s body: 3 to 8 pooled sentences (about 200 to 700 characters). */
export function bodyFor(): string {
  const parts = [1, 2, 3, 4, 5, 6, 7, 8].map((k) =>
    k <= 3 ? sentence(k) : `case when g.i % 6 >= ${k - 3} then ${sentence(k)} end`,
  );
  return `concat_ws(' ', ${parts.join(", ")})`;
}

/** SQL for row `g.i`'s title: a pooled 3-to-6-word title and the row number (titles stay distinct). */
export function titleFor(): string {
  return `(select text from bench_titles where id = ((g.i::bigint * 40503 + 17) % ${TITLES})) || ' #' || g.i`;
}
