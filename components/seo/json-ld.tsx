import { jsonLdText } from '@/lib/seo';

/** Structured data for search engines, escaped so it cannot end its own script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // The text is JSON with every '<' escaped (jsonLdText).
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
