import { z } from 'zod';

import { line, list, text, type FieldMeta } from './fields';

// A page's sections and the blocks they hold (a lead, paragraphs, bullet
// lists, numbered steps): the one list of several kinds in the schema, which
// the editor shows as a choice of kind (cms/editor/fields.ts, variantTypes).

/** The kinds of block a section holds, in the editor's words (label, hint). */
const blockKinds = {
  lead: {
    title: 'Akapit wyróżniony',
    description: 'Krótkie wprowadzenie większym drukiem; zwykle pierwszy blok sekcji.',
  },
  paragraph: { title: 'Akapit', description: 'Jeden akapit tekstu.' },
  bullets: {
    title: 'Lista punktowana',
    description:
      'Punkty listy. Stawiaj listę tuż pod tytułem lub zdaniem, które ją zapowiada: każdy punkt dokańcza to zdanie.',
  },
  steps: {
    title: 'Kroki',
    description: 'Kolejne etapy, każdy zapisany jako „1. Nazwa kroku – opis”.',
  },
} as const satisfies Record<string, FieldMeta>;

const textBlock = (type: 'lead' | 'paragraph') =>
  z
    .strictObject({
      type: z.literal(type),
      text: text({ title: 'Tekst', description: blockKinds[type].description }),
    })
    .meta({ widget: 'object', ...blockKinds[type] });

/** A step is written with its number, '1. …', as the page shows it. */
const NUMBERED_STEP = /^\d+[.)]\s\S/;

/**
 * One block of a section: a lead, a paragraph, a bullet list or numbered
 * steps. The page shows a section's blocks in the order of its data, so a
 * list stands right under the title or sentence that governs it (CONTENT.md).
 */
export const blockSchema = z
  .discriminatedUnion('type', [
    textBlock('lead'),
    textBlock('paragraph'),
    z
      .strictObject({
        type: z.literal('bullets'),
        items: list(
          text({
            title: 'Punkt',
            description:
              'Jeden punkt listy. Punkty-zdania kończ kropką, punkty-wyrażenia bez niej.',
          }),
          { title: 'Punkty', description: blockKinds.bullets.description },
          { min: 1 },
        ),
      })
      .meta({ widget: 'object', ...blockKinds.bullets }),
    z
      .strictObject({
        type: z.literal('steps'),
        items: list(
          text(
            { title: 'Krok', description: 'Krok zapisany z numerem, np. „1. Nazwa kroku – opis”.' },
            {
              pattern: NUMBERED_STEP,
              message: 'Zacznij krok od numeru z kropką, np. „1. Nazwa kroku – opis”.',
            },
          ),
          { title: 'Kroki', description: blockKinds.steps.description },
          { min: 1 },
        ),
      })
      .meta({ widget: 'object', ...blockKinds.steps }),
  ])
  .meta({
    widget: 'blocks',
    title: 'Blok',
    description: 'Akapit wyróżniony, akapit, lista punktowana albo kroki.',
  });

/** A section of a page: its title and its blocks, shown in this order. */
export const sectionSchema = z
  .strictObject({
    title: line({ title: 'Tytuł sekcji', description: 'Nagłówek sekcji (h2).' }),
    blocks: list(
      blockSchema,
      {
        title: 'Bloki treści',
        description:
          'Bloki sekcji w kolejności, w jakiej pokazuje je strona: akapity wyróżnione i zwykłe, listy punktowane i kroki. Nowy blok dodasz przyciskiem pod ostatnim; menu bloku (⋮) usuwa go albo przesuwa wyżej lub niżej.',
      },
      { min: 1 },
    ),
  })
  .meta({
    widget: 'object',
    title: 'Sekcja',
    accusative: 'Sekcję',
    description: 'Tytuł i co najmniej jeden blok treści.',
  });
