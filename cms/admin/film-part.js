// One part of a film's upload (film-upload.js): its presigned address, asked
// of the sign-in service in batches and asked again before it expires, and
// its PUT straight to the bucket. Apart from film-upload.js, which decides
// which parts go when, how many at once and how often each is tried.
(function () {
  'use strict';

  var film = window.swiatlocienFilm;
  if (!film) return;
  var UploadError = film.UploadError;
  var serviceError = film.serviceError;
  // A part's presigned address lives an hour; ask again well before that.
  var URL_FRESH_MS = 45 * 60 * 1000;
  var BATCH = 50;

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
   * The parts' presigned addresses for one upload: `urlFor(n)` resolves with
   * part n's, asking for it, with the next parts still in `queue`, unless the
   * one known is fresh; `drop(n)` forgets one the bucket refused.
   * @param {(method: string, path: string, body?: object) => Promise<any>} call film.service(api)
   * @param {{ key: string, uploadId: string }} record the upload
   * @param {number[]} queue the parts not yet sent (film-upload.js takes from it)
   */
  function partUrls(call, record, queue) {
    var urls = {};
    var asking = Promise.resolve();

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
          key: record.key,
          uploadId: record.uploadId,
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

    return {
      urlFor: urlFor,
      drop: function (n) {
        delete urls[n];
      },
    };
  }

  film.part = { wait: wait, put: putPart, urls: partUrls };
})();
