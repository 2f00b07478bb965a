import React from 'react';
import Layout from '@theme/Layout';
import TabItem from '@theme/TabItem';
import {useDocsPreferredVersion, useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import * as common from '@docusaurus/theme-common';
import * as internal from '@docusaurus/theme-common/internal';
import Figures from '../components/Figures';
import PlainTabs from '../components/PlainTabs';
import ContextTabs from '../components/ContextTabs';
import QueryState from '../components/QueryState';

function Versions() {
  const {preferredVersion} = useDocsPreferredVersion();
  const plugin = useActivePlugin();
  const {locale, tags} = useContextualSearchFilters();
  return (
    <p className="versions">
      Preferred version: {preferredVersion ? preferredVersion.name : 'none yet'}; active docs
      plugin here: {plugin ? plugin.pluginId : 'none'}; search filters: {locale}, {tags.join(' ')}.
    </p>
  );
}

const {useColorMode, useThemeConfig, useContextualSearchFilters, mergeSearchStrings, useAnchorTargetClassName} = common;
const {useHomePageRoute, extractLeadingEmoji, useDocCardDescriptionCategoryItemsPlural} = internal;

// Names Docusaurus added to theme-common after 3.8, as sites on 3.9 and 3.10 call them. The
// Docusaurus 3.8.1 that make compat builds the fixture with lacks them: there it says so
// instead (testdata/compat/theme-api.allow).
function Newer() {
  if (!useAnchorTargetClassName) {
    return <p id="newer">Docusaurus 3.9's and 3.10's names are missing.</p>;
  }
  const anchorClass = useAnchorTargetClassName('newer');
  const itemsPlural = useDocCardDescriptionCategoryItemsPlural();
  const {emoji, rest} = extractLeadingEmoji('🇫🇷 France');
  return (
    <p id="newer" className={`newer ${anchorClass}`}>
      Merged: {mergeSearchStrings(['?a=1&b=2', 'b=3', undefined], 'set')}; leading emoji: {emoji}
      {'|'}
      {rest}; {itemsPlural(3)}.
    </p>
  );
}

// Inside Layout, which provides the colour mode.
function Heading() {
  const {colorMode} = useColorMode();
  const {navbar} = useThemeConfig();
  const home = useHomePageRoute();
  return (
    <>
      <h1>{navbar.title}</h1>
      <p className="color-mode">Colour mode: {colorMode}; home route: {home ? home.path : 'none'}.</p>
    </>
  );
}

export default function Home() {
  return (
    <Layout title="Home" description="Site code on the theme API">
      <main className="container margin-vert--lg">
        <Heading />
        <Figures />
        <PlainTabs groupId="fruit">
          <TabItem value="apple" label="Apple" default>
            Apples are crisp.
          </TabItem>
          <TabItem value="pear" label="Pear">
            Pears are soft.
          </TabItem>
        </PlainTabs>
        <ContextTabs groupId="vegetable" block>
          <TabItem value="leek" label="Leek" default>
            Leeks are long.
          </TabItem>
          <TabItem value="kale" label="Kale">
            Kale is curly.
          </TabItem>
        </ContextTabs>
        <Newer />
        <Versions />
        <QueryState />
      </main>
    </Layout>
  );
}
