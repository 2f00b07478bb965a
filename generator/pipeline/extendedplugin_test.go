package pipeline

import (
	"fmt"
	"strings"
	"testing"

	"gosaurus/generator/content"
)

// A site's plugin module that wraps @docusaurus/plugin-content-blog, as Docusaurus's docs show,
// gets a blog built from the options it passes on, and its own contentLoaded runs on that
// blog's content: a createData file named as the one the MDX loader reads a post's metadata
// from (the site would name it with @docusaurus/utils's docuHash; the names are given here)
// replaces the post's metadata, here with relatedPosts added, and setGlobalData and addRoute
// work as for any plugin. The site has no @docusaurus/plugin-content-blog installed: gosaurus
// stands in for it. One wrapper runs in the config runtime; the other needs Node's crypto as
// it is made, so Node instantiates it.
func TestBlogExtendedBySitePlugin(t *testing.T) {
	wrapper := `const blog = require('@docusaurus/plugin-content-blog');
%SETUP%
const names = %NAMES%;
module.exports = {
  ...blog,
  default: async function withRelated(context, {extra, ...options}) {
    const base = await blog.default(context, {...options, blogTitle: extra});
    return {
      ...base,
      async contentLoaded(args) {
        await base.contentLoaded(args);
        const {content, actions} = args;
        for (const post of content.blogPosts) {
          const relatedPosts = content.blogPosts.filter((p) => p.id !== post.id).map((p) => p.metadata.title);
          await actions.createData(names[post.metadata.source], JSON.stringify({...post.metadata, relatedPosts}));
        }
        actions.setGlobalData({posts: content.blogPosts.length, tags: Object.keys(content.blogTags), pages: content.blogListPaginated.length});
        actions.addRoute({path: '/latest', component: '@site/src/components/Latest.js', exact: true,
          modules: {latest: await actions.createData('latest.json', JSON.stringify(content.blogPosts[0].metadata))}});
      },
    };
  },
};
`
	names := fmt.Sprintf(`{"@site/blog/2024-01-01-first.md": %q, "@site/blog/2024-02-01-second.md": %q}`,
		content.DocuHash("@site/blog/2024-01-01-first.md")+".json", content.DocuHash("@site/blog/2024-02-01-second.md")+".json")
	for name, setup := range map[string]string{
		"config runtime": "",
		"node":           "const made = require('crypto').createHash('sha1').update('x').digest('hex');",
	} {
		t.Run(name, func(t *testing.T) {
			site := t.TempDir()
			writeFiles(t, site, map[string]string{
				"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
					"presets: [['classic', { docs: false, blog: false }]], " +
					"plugins: [['./plugins/blog.js', { postsPerPage: 1, extra: 'News', onUntruncatedBlogPosts: 'ignore', " +
					"remarkPlugins: [require('@docusaurus/remark-plugin-npm2yarn')] }]] };\n",
				"node_modules/@docusaurus/remark-plugin-npm2yarn/package.json": `{"name": "@docusaurus/remark-plugin-npm2yarn", "main": "index.js"}`,
				"node_modules/@docusaurus/remark-plugin-npm2yarn/index.js":     "module.exports = (options = {}) => () => {};\n",
				"node_modules/npm-to-yarn/package.json":                        `{"name": "npm-to-yarn", "main": "index.js"}`,
				"node_modules/npm-to-yarn/index.js":                            "module.exports = (code, to) => code.replace('npm install', to + ' add');\n",
				"plugins/blog.js":                                              strings.NewReplacer("%SETUP%", setup, "%NAMES%", names).Replace(wrapper),
				"src/pages/index.md":                                           "# Home\n",
				"blog/2024-01-01-first.md":                                     "---\ntitle: First\ntags: [a]\n---\nOne.\n\n```bash npm2yarn\nnpm install left-pad\n```\n",
				"blog/2024-02-01-second.md":                                    "---\ntitle: Second\ntags: [a, b]\n---\nTwo.\n",
				"src/theme/BlogPostItem/Footer/index.js": `import React from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
export default function Footer() {
  const {metadata, isBlogPostPage} = useBlogPost();
  return isBlogPostPage ? <p className="related">Related: {metadata.relatedPosts.join(', ')}</p> : null;
}
`,
				"src/components/Latest.js": `import React from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
export default function Latest({latest}) {
  const data = usePluginData('docusaurus-plugin-content-blog');
  return <p className="latest">{latest.title}: {data.posts} posts, {data.pages} pages, tags {data.tags.join(' ')}</p>;
}
`,
			})
			res, post := buildPage(t, testOptions(t, site), "blog/2024/01/01/first")
			if want := `<p class="related">Related: <!-- -->Second</p>`; !strings.Contains(post, want) {
				t.Errorf("the post lacks %s", want)
			}
			if want := "yarn add left-pad"; !strings.Contains(post, want) {
				t.Errorf("the post lacks %q: the npm2yarn remark plugin of the wrapper's options did not run", want)
			}
			_, latest := buildPage(t, testOptions(t, site), "latest")
			if want := `<p class="latest">Second<!-- -->: <!-- -->2<!-- --> posts, <!-- -->2<!-- --> pages, tags <!-- -->/blog/tags/a /blog/tags/b</p>`; !strings.Contains(latest, want) {
				t.Errorf("/latest lacks %s", want)
			}
			_, list := buildPage(t, testOptions(t, site), "blog")
			if want := "<title data-rh=\"true\">News | T</title>"; !strings.Contains(list, want) {
				t.Errorf("the blog's list page lacks %s (the options the wrapper passed on)", want)
			}
			for _, w := range res.Warnings {
				t.Errorf("warning: %s", w)
			}
		})
	}
}
