// One part of a film's upload (film-upload.js): its bytes, read with
// File.slice(), PUT to the site's Worker (/oauth/films/uploads/parts,
// worker/films/), which streams them into the masters' bucket. Apart from
// film-upload.js, which decides which parts go when, how many at once and
// how often each is tried.
(function () {
  'use strict';

  var film = window.swiatlocienFilm;
  if (!film) return;
  var UploadError = film.UploadError;
  var serviceError = film.serviceError;

  /** Resolves after `ms`, or rejects as aborted when `signal` aborts first. */
  function wait(ms, signal) {
    return new Promise(function (resolve, reject) {
      var timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', function () {
        clearTimeout(timer);
        reject(UploadError('aborted', -1));
      });
    });
  }

  /**
   * Part n of the upload `record` to the Worker; resolves with its ETag. A
   * refusal rejects with the Worker's Polish message and `retry` false; a
   * lost connection or a busy server with `retry` true.
   * @param {string} api e.g. '/oauth/films'
   * @param {{ key: string, uploadId: string }} record
   * @param {number} n
   * @param {Blob} blob
   * @param {(loaded: number) => void} onProgress
   * @param {AbortSignal} signal
   */
  function putPart(api, record, n, blob, onProgress, signal) {
    return new Promise(function (resolve, reject) {
      var token = film.signedInToken();
      if (!token) {
        reject(
          UploadError(
            'Edytor nie ma danych logowania. Zaloguj się przez GitHub i spróbuj ponownie.',
            401,
          ),
        );
        return;
      }
      var xhr = new XMLHttpRequest();
      var stop = function () {
        xhr.abort();
      };
      signal.addEventListener('abort', stop);
      var done = function () {
        signal.removeEventListener('abort', stop);
      };
      xhr.open(
        'PUT',
        api +
          '/uploads/parts?key=' +
          encodeURIComponent(record.key) +
          '&uploadId=' +
          encodeURIComponent(record.uploadId) +
          '&partNumber=' +
          n,
      );
      xhr.setRequestHeader('Authorization', 'Bearer ' + token);
      xhr.upload.onprogress = function (event) {
        onProgress(event.loaded);
      };
      xhr.onload = function () {
        done();
        var data = null;
        try {
          data = JSON.parse(xhr.responseText);
        } catch {
          data = null;
        }
        if (xhr.status >= 200 && xhr.status < 300 && data && data.etag) {
          resolve(data.etag);
          return;
        }
        var said = data && typeof data.error === 'string' ? data.error : '';
        var error = UploadError(serviceError(xhr.status, said), xhr.status);
        // A busy server or a failing bucket may answer the next try.
        error.retry = xhr.status === 429 || xhr.status >= 500;
        reject(error);
      };
      xhr.onerror = function () {
        done();
        var error = UploadError('part', 0);
        error.retry = true;
        reject(error);
      };
      xhr.onabort = function () {
        done();
        reject(UploadError('aborted', -1));
      };
      // A slice has no type: the Worker takes the bytes as they are.
      xhr.send(blob);
    });
  }

  film.part = { wait: wait, put: putPart };
})();
