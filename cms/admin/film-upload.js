// A film's master from the studio's browser to the masters' bucket, in
// parts: the site's Worker (worker/films/, film-service.js) starts a
// multipart upload; the browser PUTs each part, read with File.slice(), to
// the Worker, which streams it into the bucket, a few at a time, each
// retried; the Worker then completes it. The file is never read whole into
// memory, and no key of the bucket reaches the browser. The same file chosen
// again, after a reload or a lost connection, continues from the parts the
// Worker recorded. The field around it: film-field.js. This file sends the
// parts; where the upload begins is film-upload-start.js, and one part's
// PUT film-part.js.
(function () {
  'use strict';

  var film = window.swiatlocienFilm;
  if (!film || !film.part || !film.startOrResume) return;
  var UploadError = film.UploadError;
  var IN_FLIGHT = 4;
  var ATTEMPTS = 4;

  /**
   * Uploads `file`; resolves with { key, src, size }.
   * @param {{ api: string, file: File, signal: AbortSignal, onProgress: (loaded: number, total: number) => void, onResume?: (loaded: number) => void }} options
   */
  function upload(options) {
    var call = film.service(options.api);
    var file = options.file;
    var signal = options.signal;

    return film.startOrResume(call, file, signal).then(function (state) {
      var r = state.record;
      var etags = {};
      var doneBytes = 0;
      state.parts.forEach(function (p) {
        var expected = Math.min(r.partSize, file.size - (p.partNumber - 1) * r.partSize);
        if (
          p.partNumber >= 1 &&
          p.partNumber <= r.partCount &&
          (p.size === undefined || p.size === expected)
        ) {
          etags[p.partNumber] = p.etag;
          doneBytes += expected;
        }
      });
      if (doneBytes > 0 && options.onResume) options.onResume(doneBytes);
      var pending = [];
      for (var n = 1; n <= r.partCount; n += 1) if (!etags[n]) pending.push(n);
      var queue = pending.slice();
      var loading = {};

      function report() {
        var moving = 0;
        Object.keys(loading).forEach(function (k) {
          moving += loading[k];
        });
        options.onProgress(Math.min(doneBytes + moving, file.size), file.size);
      }
      report();

      function send(n, attempt) {
        var from = (n - 1) * r.partSize;
        var blob = file.slice(from, Math.min(from + r.partSize, file.size));
        return film.part
          .put(
            options.api,
            r,
            n,
            blob,
            function (loaded) {
              loading[n] = loaded;
              report();
            },
            signal,
          )
          .then(
            function (etag) {
              delete loading[n];
              etags[n] = etag;
              doneBytes += blob.size;
              report();
            },
            function (error) {
              delete loading[n];
              report();
              if (signal.aborted || error.status === -1) throw UploadError('aborted', -1);
              // The Worker refused (signed out, no right, a wrong size): retrying will not help.
              if (!error.retry) throw error;
              if (attempt + 1 >= ATTEMPTS)
                throw UploadError(
                  error.status === 0
                    ? 'Nie udało się przesłać części filmu mimo kilku prób. Sprawdź połączenie z internetem i wybierz ten sam plik jeszcze raz: przesyłanie wznowi się od miejsca przerwania.'
                    : error.message,
                  error.status,
                );
              return film.part.wait(1000 * Math.pow(3, attempt), signal).then(function () {
                return send(n, attempt + 1);
              });
            },
          );
      }

      function worker() {
        var n = queue.shift();
        if (n === undefined || signal.aborted) return Promise.resolve();
        return send(n, 0).then(worker);
      }

      var workers = [];
      for (var i = 0; i < IN_FLIGHT; i += 1) workers.push(worker());
      return Promise.all(workers)
        .then(function () {
          if (signal.aborted) throw UploadError('aborted', -1);
          // The Worker knows the parts it took and checks them against the size.
          return call('POST', '/uploads/complete', { key: r.key, uploadId: r.uploadId });
        })
        .then(
          function (completed) {
            film.forget(file);
            return completed;
          },
          function (error) {
            // Stop the other parts; the record stays, so the same file resumes.
            queue.length = 0;
            throw error;
          },
        );
    });
  }

  film.upload = upload;
})();
