// The editor's preview pane: a service page drawn with the site's own CSS
// (read from the home page, where the build inlines it) and the same
// elements as the page: the headline, the intro, the sections with their
// points (numbered steps as an ordered list) and the photos.
/* global CMS, h */
(function () {
  'use strict';

  var pageClass = '';

  function siteStyles() {
    return fetch('/')
      .then(function (response) {
        return response.text();
      })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, 'text/html');
        // The font variables sit on the page's <html> (next/font classes).
        pageClass = doc.documentElement.className;
        doc.querySelectorAll('style').forEach(function (style) {
          CMS.registerPreviewStyle(style.textContent || '', { raw: true });
        });
        doc.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
          CMS.registerPreviewStyle(link.getAttribute('href'));
        });
      })
      .catch(function () {
        // No styles: the preview still shows the text.
      });
  }

  function list(value) {
    return value && value.toJS ? value.toJS() : Array.isArray(value) ? value : [];
  }

  var BULLET = /^•\t/;

  function points(items, numbered) {
    return h(
      numbered ? 'ol' : 'ul',
      { style: { paddingLeft: '1.5rem', listStyle: numbered ? 'none' : 'disc' } },
      items.map(function (p, i) {
        return h('li', { key: i, style: { margin: '0.4rem 0' } }, p.replace(BULLET, ''));
      }),
    );
  }

  function ServicePreview(props) {
    var data = props.entry.get('data');
    var get = function (key) {
      return data && data.get(key);
    };
    var menu = get('menu');
    var photos = list(get('photos'));
    var sections = list(get('sections'));
    return h(
      'main',
      {
        className: 'page-container',
        // The theme resolves its font stacks on the root element, where the page has them.
        ref: function (el) {
          if (el && pageClass) el.ownerDocument.documentElement.className = pageClass;
        },
        style: { padding: '2rem 1.5rem', maxWidth: '72rem', margin: '0 auto' },
      },
      h(
        'p',
        { style: { textTransform: 'uppercase', letterSpacing: '0.1em', fontSize: '0.8rem' } },
        menu ? menu.get('label') : '',
      ),
      h(
        'h1',
        {
          className: 'font-display',
          style: { fontSize: '2.5rem', lineHeight: 1.15, margin: '0.5rem 0 1.5rem' },
        },
        get('headline'),
      ),
      list(get('intro')).map(function (p, i) {
        return h('p', { key: 'intro' + i, style: { margin: '0 0 1rem', maxWidth: '65ch' } }, p);
      }),
      photos.length > 0
        ? h(
            'div',
            {
              style: {
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
                gap: '0.75rem',
                margin: '2rem 0',
              },
            },
            photos.map(function (photo, i) {
              var asset = photo.src ? props.getAsset(photo.src) : null;
              return h('img', {
                key: 'photo' + i,
                src: asset ? asset.toString() : photo.src,
                alt: photo.alt || '',
                style: { width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' },
              });
            }),
          )
        : null,
      sections.map(function (section, i) {
        return h(
          'section',
          { key: 'section' + i, style: { margin: '2.5rem 0' } },
          h(
            'h2',
            { className: 'font-display', style: { fontSize: '1.75rem', margin: '0 0 0.75rem' } },
            section.title,
          ),
          // The blocks in the order of the data, as the page shows them (lib/sections.ts).
          list(section.blocks).map(function (block, j) {
            if (block.type === 'lead' || block.type === 'paragraph') {
              var size = block.type === 'lead' ? '1.15rem' : '1rem';
              return h(
                'p',
                { key: 'b' + j, style: { margin: '0 0 1rem', maxWidth: '65ch', fontSize: size } },
                block.text,
              );
            }
            return h('div', { key: 'b' + j }, points(list(block.items), block.type === 'steps'));
          }),
        );
      }),
    );
  }

  if (typeof CMS === 'undefined') return;
  void siteStyles();
  CMS.registerPreviewTemplate('services-foto', ServicePreview);
  CMS.registerPreviewTemplate('services-film', ServicePreview);
})();
