// A film's master from the studio's browser to the films' bucket, in parts
// (issue #34): the sign-in service (film-service.js) starts an S3 multipart
// upload and hands out presigned addresses for its parts; the browser PUTs
// each part, read with File.slice(), straight to the bucket, a few at a
// time, each retried; the service then completes it. The file is never read
// whole into memory, and no key of the bucket reaches the browser. The same
// file chosen again, after a reload or a lost connection, continues from the
// parts the bucket already has. The field around it: film-field.js.
(function () {
  'use strict';

  var film = window.swiatlocienFilm;
  if (!film) return;
  var UploadError = film.UploadError;
  var serviceError = film.serviceError;
  var IN_FLIGHT = 4;
  var ATTEMPTS = 4;
  // A part's presigned address lives an hour; ask again well before that.
  var URL_FRESH_MS = 45 * 60 * 1000;
  var BATCH = 50;

  function wait(ms, signal) {
    return new Promise(function (resolve, reject) {
      var timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', function () {
        clearTimeout(timer);
        reject(UploadError('aborted', -1));
      });
    });
  }

  /** One part to its presigned address; resolves with the bucket's ETag. */
  function putPart(url, blob, onProgress, signal) {
    return new Promise(function (resolve, reject) {
      var xhr = new XMLHttpRequest();
      var stop = function () {
        xhr.abort();
      };
      signal.addEventListener('abort', stop);
      var done = function () {
        signal.removeEventListener('abort', stop);
      };
      xhr.open('PUT', url);
      xhr.upload.onprogress = function (event) {
        onProgress(event.loaded);
      };
      xhr.onload = function () {
        done();
        var etag = xhr.getResponseHeader('ETag');
        if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
        else reject(UploadError('part', xhr.status));
      };
      xhr.onerror = function () {
        done();
        reject(UploadError('part', 0));
      };
      xhr.onabort = function () {
        done();
        reject(UploadError('aborted', -1));
      };
      // A slice has no type, so no Content-Type the presigned address did not sign.
      xhr.send(blob);
    });
  }

  /**
   * Uploads `file`; resolves with { key, src, size }.
   * @param {{ api: string, file: File, signal: AbortSignal, onProgress: (loaded: number, total: number) => void, onResume?: (loaded: number) => void }} options
   */
  function upload(options) {
    var call = film.service(options.api);
    var file = options.file;
    var signal = options.signal;
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

    // The same file as an unfinished upload: continue it, unless the bucket
    // no longer knows it (aborted, or expired by the bucket's lifecycle).
    var begin = record
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

    return begin.then(function (state) {
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
      var urls = {};
      var asking = Promise.resolve();

      function report() {
        var moving = 0;
        Object.keys(loading).forEach(function (k) {
          moving += loading[k];
        });
        options.onProgress(Math.min(doneBytes + moving, file.size), file.size);
      }
      report();

      // Presigned addresses in batches of up to 50, asked one batch at a time.
      function urlFor(n) {
        var asked = asking.then(function () {
          var known = urls[n];
          if (known && Date.now() - known.at < URL_FRESH_MS) return;
          var batch = [n].concat(
            queue
              .filter(function (m) {
                return !urls[m] || Date.now() - urls[m].at >= URL_FRESH_MS;
              })
              .slice(0, BATCH - 1),
          );
          return call('POST', '/uploads/parts', {
            key: r.key,
            uploadId: r.uploadId,
            partNumbers: batch,
          }).then(function (answer) {
            var at = Date.now();
            Object.keys(answer.urls || {}).forEach(function (k) {
              urls[Number(k)] = { url: answer.urls[k], at: at };
            });
          });
        });
        // A refused batch fails its own parts, not the next ones.
        asking = asked.catch(function () {});
        return asked.then(function () {
          if (!urls[n]) throw UploadError(serviceError(500, ''), 500);
          return urls[n].url;
        });
      }

      function send(n, attempt) {
        var from = (n - 1) * r.partSize;
        var blob = file.slice(from, Math.min(from + r.partSize, file.size));
        return urlFor(n)
          .then(function (url) {
            return putPart(
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
              if (error.status === 403) delete urls[n];
              return wait(1000 * Math.pow(3, attempt), signal).then(function () {
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
