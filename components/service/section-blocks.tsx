import { Typeset } from '@/components/ui/typeset';
import type { SectionBlock } from '@/lib/sections';

function assertNever(value: never): never {
  throw new Error(`Unhandled section block: ${JSON.stringify(value)}`);
}

export function SectionBlockView({ block }: { block: SectionBlock }) {
  switch (block.kind) {
    case 'lead':
      return (
        <p className="text-lg text-paper">
          <Typeset text={block.text} />
        </p>
      );
    case 'paragraph':
      return (
        <p className="text-paper-muted">
          <Typeset text={block.text} />
        </p>
      );
    case 'bullets':
      return (
        <ul className="grid gap-2 sm:grid-cols-2">
          {block.items.map((item, i) => (
            <li key={i} className="flex gap-3 text-paper-muted">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-amber" />
              <span>
                <Typeset text={item} />
              </span>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      // The numbers are part of the studio's text, so the list shows no markers of its own.
      return (
        <ol className="grid gap-3">
          {block.items.map((item, i) => (
            <li
              key={i}
              className="rounded-lg border border-paper/10 bg-ink-raised px-5 py-4 text-paper-muted"
            >
              <Typeset text={item} />
            </li>
          ))}
        </ol>
      );
    default:
      return assertNever(block);
  }
}
