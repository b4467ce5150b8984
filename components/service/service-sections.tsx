import type { Section } from '@/content/types';
import { sectionBlocks } from '@/lib/sections';
import { slugify } from '@/lib/slug';
import { typeset } from '@/lib/typography';

import { SectionBlockView } from './section-blocks';

export function ServiceSections({ sections }: { sections: readonly Section[] }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-16 px-5 py-16 lg:px-8">
      {sections.map((section, i) => {
        const headingId = `sekcja-${slugify(section.title)}`;
        return (
          <section
            key={i}
            aria-labelledby={headingId}
            className="flex flex-col gap-5 render-when-near"
          >
            <h2 id={headingId} className="font-display text-3xl text-balance sm:text-4xl">
              {typeset(section.title)}
            </h2>
            {sectionBlocks(section).map((block, j) => (
              <SectionBlockView key={`${block.kind}-${j}`} block={block} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
