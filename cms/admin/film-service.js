// The film widget's calls to the site Worker's upload API (worker/films/,
// docs/media.md „The studio's upload”): JSON, `Authorization: Bearer` with the
// GitHub token the editor signed in with, and errors as Polish sentences
// saying what to do. Also what this browser remembers of an unfinished upload
// (localStorage), so that the same file resumes. Used by film-upload.js and
// film-field.js (loaded before them; no build step, so a shared global).
(function () {
  'use strict';

  var RESUME_KEY = 'swiatlocien.film-uploads';

  /** An error whose message the studio reads as it is (Polish, saying what to do). */
  function UploadError(message, status) {
    var error = new Error(message);
    error.name = 'UploadError';
    error.status = status;
    return error;
  }

  var NO_CONNECTION =
    'Brak połączenia z serwerem. Sprawdź internet i wybierz ten sam plik jeszcze raz: przesyłanie wznowi się od miejsca przerwania.';

  /** What a failed call to the service means for the studio. */
  function serviceError(status, said) {
    if (status === 404)
      return 'Przesyłanie filmów nie jest włączone na tym serwerze. Napisz do osoby, która prowadzi stronę.';
    if (status === 401)
      return (
        (said ? said + ' ' : '') +
        'Wyloguj się z edytora i zaloguj ponownie, potem wybierz plik jeszcze raz.'
      );
    if (said) return said;
    if (status === 403)
      return 'To konto GitHub nie ma prawa przesyłać filmów. Poproś o dostęp do repozytorium z prawem zapisu.';
    if (status === 429)
      return 'Zbyt wiele prób w krótkim czasie. Odczekaj minutę i spróbuj ponownie.';
    return 'Serwer nie przyjął filmu (błąd ' + status + '). Spróbuj ponownie za kilka minut.';
  }

  /**
   * The GitHub token the editor signed in with (Sveltia CMS keeps its user in
   * localStorage, `sveltia-cms.user`). Sent to the site's Worker only; never logged.
   */
  function signedInToken() {
    try {
      var user = JSON.parse(localStorage.getItem('sveltia-cms.user') || 'null');
      return user && typeof user.token === 'string' ? user.token : '';
    } catch {
      return '';
    }
  }

  /** @param {string} base e.g. '/oauth/films' */
  function service(base) {
    return function call(method, path, body) {
      var token = signedInToken();
      if (!token)
        return Promise.reject(
          UploadError(
            'Edytor nie ma danych logowania. Zaloguj się przez GitHub i spróbuj ponownie.',
            401,
          ),
        );
      var headers = { Authorization: 'Bearer ' + token };
      if (body) headers['Content-Type'] = 'application/json';
      return fetch(base + path, {
        method: method,
        headers: headers,
        body: body ? JSON.stringify(body) : undefined,
        cache: 'no-store',
      }).then(
        function (res) {
          if (res.status === 204) return null;
          return res
            .json()
            .catch(function () {
              return null;
            })
            .then(function (data) {
              if (res.ok) return data;
              var said = data && typeof data.error === 'string' ? data.error : '';
              throw UploadError(serviceError(res.status, said), res.status);
            });
        },
        function () {
          throw UploadError(NO_CONNECTION, 0);
        },
      );
    };
  }

  /** Unfinished uploads of this browser, by file. */
  function saved() {
    try {
      var list = JSON.parse(localStorage.getItem(RESUME_KEY) || '[]');
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  }
  function sameFile(record, file) {
    return (
      record.name === file.name &&
      record.size === file.size &&
      record.lastModified === file.lastModified
    );
  }
  function remember(record) {
    var list = saved().filter(function (r) {
      return !sameFile(r, record);
    });
    list.push(record);
    // A few at most: an abandoned one is cleaned up by the Worker anyway.
    localStorage.setItem(RESUME_KEY, JSON.stringify(list.slice(-5)));
  }
  function forget(file) {
    localStorage.setItem(
      RESUME_KEY,
      JSON.stringify(
        saved().filter(function (r) {
          return !sameFile(r, file);
        }),
      ),
    );
  }

  /** Ends an upload for good: the bucket drops its parts, this browser forgets it. */
  function abort(api, file) {
    var record = saved().filter(function (r) {
      return sameFile(r, file);
    })[0];
    forget(file);
    if (!record) return Promise.resolve();
    return service(api)('POST', '/uploads/abort', {
      key: record.key,
      uploadId: record.uploadId,
    }).catch(function () {
      // The Worker's daily clean-up removes what is left (worker/films/cleanup.ts).
    });
  }

  /** The masters already in the bucket, newest first. */
  function masters(api) {
    return service(api)('GET', '/masters').then(function (answer) {
      return (answer && answer.masters) || [];
    });
  }

  window.swiatlocienFilm = Object.assign(window.swiatlocienFilm || {}, {
    UploadError: UploadError,
    serviceError: serviceError,
    signedInToken: signedInToken,
    service: service,
    saved: saved,
    sameFile: sameFile,
    remember: remember,
    forget: forget,
    abort: abort,
    masters: masters,
  });
})();
