package config

// A site may extend a content plugin with a plugin module of its own that wraps the package's
// plugin function and adds to its hooks, as Docusaurus's documentation shows for the blog:
//
//	const blog = require('@docusaurus/plugin-content-blog');
//	module.exports = {...blog, default: async (context, options) => {
//	  const instance = await blog.default(context, options);
//	  return {...instance, async contentLoaded(args) { await instance.contentLoaded(args); … }};
//	}};
//
// gosaurus builds the blog itself, so a plugin module gets a stand-in for the package: its
// instance says which plugin it is and with which options, and the wrapper's spread copies
// that. The build then makes a blog instance of those options, and once the blog is loaded
// runs the wrapper's own contentLoaded, in Node, on the blog's content as Docusaurus shapes it
// (the stand-in's loadContent returns it, its contentLoaded does nothing: gosaurus adds the
// blog's own routes). See plugins/blog/extension.go for what is done with its results.

// blogStandIn is @docusaurus/plugin-content-blog as plugin modules see it.
const blogStandIn = `
const own = (hook) => Object.assign(hook, {gosaurusStandIn: true});
function pluginContentBlog(context, options) {
  return {
    name: 'docusaurus-plugin-content-blog',
    gosaurusExtends: {plugin: 'blog', options},
    loadContent: own(async () => globalThis.gosaurusContent),
    contentLoaded: own(async () => {}),
  };
}
module.exports = {default: pluginContentBlog, validateOptions: ({options}) => options};
`

// StandIns are the stand-ins of the content plugins a site's plugin module may extend.
var StandIns = map[string]string{"@docusaurus/plugin-content-blog": blogStandIn}

// Extension is an instance's gosaurusExtends: the content plugin it stands for, and the
// options the wrapper gave it.
type Extension struct {
	Plugin  string         `json:"plugin"`
	Options map[string]any `json:"options"`
}

// ContentExtension runs the hooks a site's plugin module adds to the content plugin it wraps
// on content, the instance's content as Docusaurus shapes it.
type ContentExtension func(content any) (JSAdded, error)
