// One query to an Algolia index over its REST API, as the search page needs it: no client
// library. The credentials go in the URL and the body as form-encoded JSON, so that the
// browser sends a simple request, without a preflight.
export async function searchIndex({appId, apiKey, indexName}, params) {
  const url =
    `https://${appId}-dsn.algolia.net/1/indexes/*/queries` +
    `?x-algolia-application-id=${encodeURIComponent(appId)}&x-algolia-api-key=${encodeURIComponent(apiKey)}`;
  const encoded = Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
  const response = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: JSON.stringify({requests: [{indexName, params: encoded}]}),
  });
  if (!response.ok) {
    throw new Error(`Algolia answered ${response.status}`);
  }
  const {results} = await response.json();
  return results[0];
}
