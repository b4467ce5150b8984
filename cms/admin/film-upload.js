// A film's master from the studio's browser to the films' bucket, in parts
// (issue #34): the sign-in service (film-service.js) starts an S3 multipart
// upload and hands out presigned addresses for its parts; the browser PUTs
// each part, read with File.slice(), straight to the bucket, a few at a
// time, each retried; the service then completes it. The file is never read
// whole into memory, and no key of the bucket reaches the browser. The same
// file chosen again, after a reload or a lost connection, continues from the
// parts the bucket already has. The field around it: film-field.js. This
// file sends the parts, a few at a time, each retried; where the upload
// begins is film-upload-start.js, and one part's address and PUT film-part.js.
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
      var addresses = film.part.urls(call, r, queue);

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
        return addresses
          .urlFor(n)
          .then(function (url) {
            return film.part.put(
              url,
              blob,
              function (loaded) {
                loading[n] = loaded;
                report();
              },
              signal,
            );
          })
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
              // The service refused (signed out, no right): retrying will not help.
              if (error.message !== 'part') throw error;
              if (attempt + 1 >= ATTEMPTS)
                throw UploadError(
                  'Nie udało się przesłać części filmu mimo kilku prób. Sprawdź połączenie z internetem i wybierz ten sam plik jeszcze raz: przesyłanie wznowi się od miejsca przerwania.',
                  error.status,
                );
              // An expired or refused address: ask for a new one.
              if (error.status === 403) addresses.drop(n);
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
          var parts = [];
          for (var m = 1; m <= r.partCount; m += 1) parts.push({ partNumber: m, etag: etags[m] });
          return call('POST', '/uploads/complete', {
            key: r.key,
            uploadId: r.uploadId,
            parts: parts,
          });
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
