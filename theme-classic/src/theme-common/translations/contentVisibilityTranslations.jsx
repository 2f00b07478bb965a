import React from 'react';
import Translate from '../../client/exports/Translate.jsx';
import Head from '../../client/exports/Head.jsx';

// The texts of the draft and unlisted banners, which swizzled banners reuse.

export function UnlistedBannerTitle() {
  return (
    <Translate id="theme.contentVisibility.unlistedBanner.title" description="The unlisted content banner title">
      Unlisted page
    </Translate>
  );
}

export function UnlistedBannerMessage() {
  return (
    <Translate id="theme.contentVisibility.unlistedBanner.message" description="The unlisted content banner message">
      This page is unlisted. Search engines will not index it, and only users having a direct link can access it.
    </Translate>
  );
}

// An unlisted page asks search engines not to index it.
export function UnlistedMetadata() {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}

export function DraftBannerTitle() {
  return (
    <Translate id="theme.contentVisibility.draftBanner.title" description="The draft content banner title">
      Draft page
    </Translate>
  );
}

export function DraftBannerMessage() {
  return (
    <Translate id="theme.contentVisibility.draftBanner.message" description="The draft content banner message">
      This page is a draft. It will only be visible in dev and be excluded from the production build.
    </Translate>
  );
}
