// The editor's preview pane: the service page itself. The pane frames the
// site's /podglad page, which renders the entry with the page's own
// components, CSS and fonts (components/preview/service-preview.tsx), and
// this template posts it the entry on every change. The message names are
// PREVIEW_MESSAGE and PREVIEW_READY in lib/preview-entry.ts (this plain
// script cannot import them; the editor's e2e test holds the two together).
/* global CMS, createClass, h */
(function () {
  'use strict';

  var MESSAGE = 'podglad:wpis';
  var READY = 'podglad:gotowy';
  var PAGE = '/podglad';

  function plain(value) {
    return value && value.toJS ? value.toJS() : value;
  }

  // Uploads not yet saved live in the editor only (blob: URLs): resolve every
  // media path through the editor, so the page shows what the studio sees.
  function withAssets(data, getAsset) {
    function url(path) {
      if (!path) return path;
      var asset = getAsset(path);
      return asset ? asset.toString() : path;
    }
    function media(list, keys) {
      if (!Array.isArray(list)) return list;
      return list.map(function (item) {
        var copy = Object.assign({}, item);
        keys.forEach(function (key) {
          if (typeof copy[key] === 'string') copy[key] = url(copy[key]);
        });
        return copy;
      });
    }
    var entry = Object.assign({}, data);
    entry.photos = media(entry.photos, ['src']);
    entry.videos = media(entry.videos, ['src', 'poster']);
    return entry;
  }

  function servicePreview(kind) {
    return createClass({
      componentDidMount: function () {
        this.onMessage = function (event) {
          var frame = this.frame;
          if (
            event.origin === window.location.origin &&
            event.data &&
            event.data.type === READY &&
            frame &&
            event.source === frame.contentWindow
          ) {
            this.send();
          }
        }.bind(this);
        // /podglad says it is ready to the window around it: Sveltia draws the
        // template into a blob: document of its own, framed by the editor
        // (hence frame-src blob: in /admin's CSP), and passes that window.
        this.host = this.props.window || window;
        this.host.addEventListener('message', this.onMessage);
        this.send();
      },
      componentDidUpdate: function () {
        this.send();
      },
      componentWillUnmount: function () {
        this.host.removeEventListener('message', this.onMessage);
      },
      send: function () {
        var target = this.frame && this.frame.contentWindow;
        if (!target) return;
        var data = plain(this.props.entry.get('data')) || {};
        target.postMessage(
          { type: MESSAGE, kind: kind, entry: withAssets(data, this.props.getAsset) },
          window.location.origin,
        );
      },
      setFrame: function (el) {
        this.frame = el;
      },
      render: function () {
        return h('iframe', {
          src: window.location.origin + PAGE,
          title: 'Podgląd strony usługi',
          // createClass binds its methods to the component.
          ref: this.setFrame,
          // The pane's whole height: the page scrolls inside the frame.
          style: { display: 'block', width: '100%', height: '100vh', border: 0 },
        });
      },
    });
  }

  if (typeof CMS === 'undefined') return;
  CMS.registerPreviewTemplate('services-foto', servicePreview('foto'));
  CMS.registerPreviewTemplate('services-film', servicePreview('film'));
})();
