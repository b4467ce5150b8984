// Why an upload stopped, as the studio reads it: Uppy's errors (film-upload.ts)
// in the Polish of the Worker and the widget (film-service.ts). Our own calls
// already fail in Polish; a part's PUT, which Uppy sends, fails with the
// request itself as `source`, whose status and body the Worker wrote.
import { retryAfterOf, saidIn, serviceError, UploadError } from './film-service';

/** The message of an upload ended by „Przerwij” (status -1): the field shows none. */
export const ABORTED = 'aborted';

/** The page and the Worker cut a film into parts differently: one of them is older. */
export const OUTDATED =
  'Edytor jest nieaktualny. Odśwież stronę edytora i wybierz plik jeszcze raz.';

const RETRIES_SPENT =
  'Nie udało się przesłać części filmu mimo kilku prób. Sprawdź połączenie z internetem i wybierz ten sam plik jeszcze raz: przesyłanie wznowi się od miejsca przerwania.';

/** The part's request, which Uppy's aws-s3 gives a failed PUT as `source`. */
function requestOf(error: object): XMLHttpRequest | undefined {
  const source = 'source' in error ? error.source : undefined;
  return source instanceof XMLHttpRequest ? source : undefined;
}

function bodyOf(request: XMLHttpRequest): unknown {
  try {
    return JSON.parse(request.responseText);
  } catch {
    return null;
  }
}

/** `error` (what Uppy's upload-error gave) as an UploadError in Polish. */
export function inPolish(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  const request = typeof error === 'object' && error !== null ? requestOf(error) : undefined;
  // No answer after every try (a lost connection): the same file resumes.
  if (!request || request.status === 0) return new UploadError(RETRIES_SPENT, 0);
  // The Worker refused (signed out, no right, a wrong size) or stayed busy past the last try.
  const message = serviceError(request.status, saidIn(bodyOf(request)));
  return new UploadError(
    message,
    request.status,
    retryAfterOf(request.getResponseHeader('Retry-After')),
  );
}
