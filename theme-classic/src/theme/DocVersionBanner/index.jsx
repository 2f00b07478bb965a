import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {getLatestVersion} from '@docusaurus/theme-common/internal';
import {
  useDocsVersion,
  useDocsData,
  useActiveDocContext,
} from '@docusaurus/plugin-content-docs/client';

// "unreleased" / "unmaintained" version banner (only with versioned docs).
function DocVersionBannerEnabled({className, versionMetadata}) {
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  // The doc is found by the page's path, not useDoc(): the banner also sits on category index
  // pages and in swizzled DocItems that provide no doc context.
  const {activeDoc} = useActiveDocContext(versionMetadata.pluginId);
  const data = useDocsData(versionMetadata.pluginId);
  const latestVersion = getLatestVersion(data);
  const latestDoc =
    (activeDoc && (latestVersion.docs || []).find((doc) => doc.id === activeDoc.id)) ||
    (latestVersion.docs || []).find((doc) => doc.id === latestVersion.mainDocId);
  const versionLabel = <b>{versionMetadata.label}</b>;
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--warning margin-bottom--md',
      )}
      role="alert">
      <div>
        {versionMetadata.banner === 'unreleased' ? (
          <Translate
            id="theme.docs.versions.unreleasedVersionLabel"
            values={{siteTitle, versionLabel}}>
            {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
          </Translate>
        ) : (
          <Translate
            id="theme.docs.versions.unmaintainedVersionLabel"
            values={{siteTitle, versionLabel}}>
            {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
          </Translate>
        )}
      </div>
      {latestDoc && (
        <div className="margin-top--md">
          <Translate
            id="theme.docs.versions.latestVersionSuggestionLabel"
            values={{
              versionLabel: latestVersion.label,
              latestVersionLink: (
                <b>
                  <Link to={latestDoc.path}>
                    <Translate id="theme.docs.versions.latestVersionLinkLabel">
                      latest version
                    </Translate>
                  </Link>
                </b>
              ),
            }}>
            {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
          </Translate>
        </div>
      )}
    </div>
  );
}

export default function DocVersionBanner({className}) {
  const versionMetadata = useDocsVersion();
  if (versionMetadata.banner) {
    return <DocVersionBannerEnabled className={className} versionMetadata={versionMetadata} />;
  }
  return null;
}
