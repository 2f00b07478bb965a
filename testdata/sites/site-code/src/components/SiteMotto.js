import React from 'react';
import siteConfig from '@generated/docusaurus.config';
import rawConfig from '@site/docusaurus.config.js';

// Both the validated config and the config file itself, as a component may import them.
export default function SiteMotto() {
  return (
    <p className="site-motto">
      {siteConfig.customFields.motto} ({rawConfig.tagline}, served under {siteConfig.baseUrl})
    </p>
  );
}
