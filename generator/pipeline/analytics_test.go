package pipeline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The analytics fixture's tags as Docusaurus 3.8.1 writes them into its built pages (its
// build of the same config), one tag a line: in <head> Google Analytics', gtag's and Tag
// Manager's, in the preset's order, and Tag Manager's noscript first in <body>.
const (
	analyticsHead = `<link rel="preconnect" href="https://www.google-analytics.com">
<script>window.ga=window.ga||function(){(ga.q=ga.q||[]).push(arguments)},ga.l=+new Date,ga("create","UA-123-1","auto"),ga("send","pageview")</script>
<script async src="https://www.google-analytics.com/analytics.js"></script>
<link rel="preconnect" href="https://www.google-analytics.com">
<link rel="preconnect" href="https://www.googletagmanager.com">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-ONE"></script>
<script>function gtag(){dataLayer.push(arguments)}window.dataLayer=window.dataLayer||[],gtag("js",new Date),gtag("config","G-ONE",{anonymize_ip:!0}),gtag("config","G-TWO",{anonymize_ip:!0})</script>
<link rel="preconnect" href="https://www.googletagmanager.com">
<script>window.dataLayer=window.dataLayer||[]</script>
<script>!function(e,t,a,n){e[n]=e[n]||[],e[n].push({"gtm.start":(new Date).getTime(),event:"gtm.js"});var g=t.getElementsByTagName(a)[0],m=t.createElement(a);m.async=!0,m.src="https://www.googletagmanager.com/gtm.js?id=GTM-ABC",g.parentNode.insertBefore(m,g)}(window,document,"script","dataLayer")</script>
`
	analyticsBody = `<body class="navigation-with-keyboard">
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div id="__docusaurus">`
)

func TestAnalyticsTags(t *testing.T) {
	site := filepath.Join("..", "..", "testdata", "sites", "analytics")
	res, err := Run(testOptions(t, site))
	if err != nil {
		t.Fatal(err)
	}
	for _, page := range []string{"index.html", "other/index.html", "404.html"} {
		data, err := os.ReadFile(filepath.Join(res.OutDir, page))
		if err != nil {
			t.Fatal(err)
		}
		head, _, _ := strings.Cut(string(data), "</head>")
		if !strings.Contains(head, "\n"+analyticsHead) {
			t.Errorf("%s: the head lacks the analytics tags Docusaurus writes:\n%s", page, head)
		}
		if !strings.Contains(string(data), analyticsBody) {
			t.Errorf("%s: the body does not start with Tag Manager's noscript:\n%s", page, data)
		}
	}

	// The dev server's builds have none of it, as Docusaurus's start has none.
	opts := testOptions(t, site)
	opts.Dev = true
	res, err = Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(res.OutDir, "other", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "googletagmanager") || strings.Contains(string(data), "google-analytics") {
		t.Errorf("a dev build has analytics tags:\n%s", data)
	}
}
