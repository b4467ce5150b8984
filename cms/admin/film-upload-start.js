// Where a film's upload begins (film-upload.js): the same file as an upload
// this browser left unfinished (film-service.js keeps the records) continues
// from the parts the Worker recorded; any other file starts a new upload.
// Apart from film-upload.js, which then sends the parts still missing.
(function () {
  'use strict';

  var film = window.swiatlocienFilm;
  if (!film) return;
  var UploadError = film.UploadError;

  /**
   * Resolves with { record, parts }: the upload (the Worker's key, uploadId,
   * partSize and partCount, and the file's name, size and date) and the parts
   * that arrived ({ partNumber, etag, size }, none for a new one).
   * @param {(method: string, path: string, body?: object) => Promise<any>} call film.service(api)
   * @param {File} file
   * @param {AbortSignal} signal
   */
  function startOrResume(call, file, signal) {
    var record = film.saved().filter(function (r) {
      return film.sameFile(r, file);
    })[0];

    function start() {
      return call('POST', '/uploads', {
        name: file.name,
        size: file.size,
        type: file.type || 'application/octet-stream',
      }).then(function (created) {
        var fresh = {
          key: created.key,
          uploadId: created.uploadId,
          partSize: created.partSize,
          partCount: created.partCount,
          src: created.src,
          name: file.name,
          size: file.size,
          lastModified: file.lastModified,
        };
        // „Przerwij” while the upload was being started: end it at once.
        if (signal.aborted) {
          call('POST', '/uploads/abort', { key: fresh.key, uploadId: fresh.uploadId }).catch(
            function () {},
          );
          throw UploadError('aborted', -1);
        }
        film.remember(fresh);
        return { record: fresh, parts: [] };
      });
    }

    // The same file as an unfinished upload: continue it, unless the Worker
    // no longer knows it (completed, aborted, or cleaned up after a week).
    return record
      ? call(
          'GET',
          '/uploads/parts?key=' +
            encodeURIComponent(record.key) +
            '&uploadId=' +
            encodeURIComponent(record.uploadId),
        ).then(
          function (listed) {
            return { record: record, parts: (listed && listed.parts) || [] };
          },
          function (error) {
            if (error.status === 0 || error.status === 401 || error.status === 403) throw error;
            film.forget(file);
            return start();
          },
        )
      : start();
  }

  film.startOrResume = startOrResume;
})();
