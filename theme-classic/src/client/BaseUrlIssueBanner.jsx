import React from 'react';
import Head from './exports/Head.jsx';
import useDocusaurusContext from './exports/useDocusaurusContext.jsx';
import {useLocation} from './exports/router.jsx';
import './BaseUrlIssueBanner.css';

// The home page of a site deployed under another path than its baseUrl loads neither the
// stylesheet nor the scripts (their URLs start with the wrong baseUrl). This component, like
// Docusaurus's, leaves an empty container there that the stylesheet hides, and an inline script
// that fills it with a warning when the app never started (window.docusaurus is set by the
// browser entry). The warning is not rendered by React, so search engines don't index it.
const BannerContainerId = '__docusaurus-base-url-issue-banner-container';
const SuggestionContainerId = '__docusaurus-base-url-issue-banner-suggestion-container';

function bannerHtml(baseUrl) {
  return `<div id="__docusaurus-base-url-issue-banner" style="border: thick solid red; background-color: rgb(255, 230, 179); margin: 20px; padding: 20px; font-size: 20px;">
  <p style="font-weight: bold; font-size: 30px;">Your Docusaurus site did not load properly.</p>
  <p>A very common reason is a wrong site <a href="https://docusaurus.io/docs/docusaurus.config.js/#baseUrl" style="font-weight: bold;">baseUrl configuration</a>.</p>
  <p>Current configured baseUrl = <span style="font-weight: bold; color: red;">${baseUrl}</span>${baseUrl === '/' ? ' (default value)' : ''}</p>
  <p>We suggest trying baseUrl = <span id="${SuggestionContainerId}" style="font-weight: bold; color: green;"></span></p>
</div>`;
}

function inlineScript(baseUrl) {
  return `document.addEventListener('DOMContentLoaded', function () {
  if (typeof window.docusaurus !== 'undefined') return;
  var container = document.getElementById(${JSON.stringify(BannerContainerId)});
  if (!container) return;
  container.innerHTML = ${JSON.stringify(bannerHtml(baseUrl))};
  var path = window.location.pathname;
  document.getElementById(${JSON.stringify(SuggestionContainerId)}).textContent =
    path.slice(-1) === '/' ? path : path + '/';
});`;
}

export default function BaseUrlIssueBanner() {
  const {
    siteConfig: {baseUrl = '/', baseUrlIssueBanner = true},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  if (!baseUrlIssueBanner || pathname !== baseUrl) {
    return null;
  }
  return (
    <>
      <Head>
        <script>{inlineScript(baseUrl)}</script>
      </Head>
      <div id={BannerContainerId} />
    </>
  );
}
