import {useContext} from 'react';
import {DocusaurusContext} from '../docusaurusContext.js';

// { siteConfig, i18n, globalData, siteMetadata } from @generated/site.
export default function useDocusaurusContext() {
  return useContext(DocusaurusContext);
}
