import React from 'react';
import {translate} from '../../client/exports/Translate.jsx';

// Id of the main content wrapper (the Layout's main-wrapper div).
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

// Focuses an element that is not focusable by itself. Its temporary tabindex stays until it
// loses focus: Chromium moves focus away from an element that stops being focusable.
function programmaticFocus(el) {
  if (!el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '-1');
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), {once: true});
  }
  el.focus();
}

function handleSkip(e) {
  e.preventDefault();
  const targetElement =
    document.querySelector('main:first-of-type') ||
    document.getElementById(SkipToContentFallbackId);
  if (targetElement) {
    programmaticFocus(targetElement);
  }
}

export function SkipToContentLink(props) {
  const linkLabel =
    props.children ??
    translate({
      id: 'theme.common.skipToMainContent',
      description:
        'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
      message: 'Skip to main content',
    });
  return (
    <div role="region" aria-label={typeof linkLabel === 'string' ? linkLabel : undefined}>
      {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
      <a {...props} href={`#${SkipToContentFallbackId}`} onClick={handleSkip}>
        {linkLabel}
      </a>
    </div>
  );
}
