// spec 1 §2 Modals: the Snowflakes tutorial's READ MORE opens a blog page — this one. What Snowflakes
// are and where they come from, in the product's words (spec 1 §1: a fourth currency used for rewards
// and for bypassing a blocking mission).
import { env } from '#env.ts';

export function SnowflakesArticle() {
  return (
    <article className="mx-auto flex w-full max-w-secondary flex-col gap-4 px-4 py-12 sm:px-6 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_p]:max-w-prose [&_p]:text-ink-muted">
      <h1 className="text-3xl font-bold sm:text-4xl">Snowflakes, explained</h1>
      <p>
        Snowflakes are the fourth currency of {env.productName}, next to Gold, Playpoints and ALLY
        tokens. You earn them as rewards and spend them to get past a special mission of the Battle
        Pass.
      </p>
      <h2>Where Snowflakes come from</h2>
      <ul className="flex max-w-prose list-disc flex-col gap-2 pl-5 text-ink-muted">
        <li>Battle Pass levels whose reward is Snowflakes.</li>
        <li>Daily missions and challenges that pay them.</li>
        <li>Chests: the daily chest hidden in The Wall and the chests you open from your items.</li>
      </ul>
      <h2>What they do</h2>
      <p>
        When a special mission blocks your next Battle Pass level, you can complete the mission or
        bypass it with Snowflakes: the button on the mission says how many it takes. Snowflakes
        never expire and show in your balances with the others.
      </p>
    </article>
  );
}
