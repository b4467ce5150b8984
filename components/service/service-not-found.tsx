/** An unknown service id shows only this text, as the old site did: no heading, no links. */
export function ServiceNotFound() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-5 pt-[var(--header-height)]">
      <p className="text-lg text-paper-muted">Ładowanie treści...</p>
    </div>
  );
}
