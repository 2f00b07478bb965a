package jsplugin

import (
	"errors"
	"fmt"
	"regexp"

	"gosaurus/generator/bundle"
	"gosaurus/generator/config"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/webpack"
)

// ConfigureWebpack is what the bundler follows of what the plugin's configureWebpack returned:
// its resolve.alias and resolve.fallback (an alias to a list is to its first, false an empty
// module; any other value is not a module), resolve.modules and resolve.extensions, its
// defines, the free variables it provides whose names are identifiers, its module rules (an
// mdx-loader rule's with the metadata its contentLoaded left) and copy patterns.
func (p *Plugin) ConfigureWebpack() plugin.Webpack {
	var out plugin.Webpack
	w := p.JS.Webpack
	if w == nil {
		return out
	}
	for _, part := range []struct {
		from map[string]any
		into *map[string]string
	}{{w.Alias, &out.Aliases}, {w.Fallback, &out.Fallbacks}} {
		for name, v := range part.from {
			if list, ok := v.([]any); ok && len(list) > 0 {
				v = list[0]
			}
			target, isStr := v.(string)
			if !isStr && v != false {
				continue
			}
			if *part.into == nil {
				*part.into = map[string]string{}
			}
			(*part.into)[name] = target // "" for false
		}
	}
	if len(w.Define) > 0 {
		out.Defines = w.Define
	}
	if len(w.Externals) > 0 {
		out.Externals = w.Externals
	}
	for name, target := range w.Provide {
		if len(target) == 0 || !identifier.MatchString(name) {
			continue
		}
		if out.Provides == nil {
			out.Provides = map[string][]string{}
		}
		out.Provides[name] = target
	}
	out.Modules, out.Extensions, out.Copies = w.Modules, w.Extensions, w.Copies
	// A rule's messages name the plugin that gave it: the bundle stage sees all plugins' rules.
	for _, r := range w.Rules {
		r.Source = "plugin " + p.JS.Name + ": " + r.Source
		if r.Kind == "mdx" {
			r.Metadata = p.metadata
		}
		out.Rules = append(out.Rules, r)
	}
	for _, r := range w.Replace {
		r.Source = "plugin " + p.JS.Name
		out.Replacements = append(out.Replacements, r)
	}
	return out
}

// checkRules leaves out of w the rules and replacements whose conditions are regular
// expressions Go cannot run (a lookahead), naming each among what is ignored: those the bundle
// stage could not compile (bundle.Rules, bundle.Replacements).
func checkRules(w *config.WebpackPart) {
	replace := w.Replace[:0]
	for _, r := range w.Replace {
		if _, err := bundle.Replacements([]webpack.Replacement{r}); err != nil {
			w.Ignored = append(w.Ignored, fmt.Sprintf("plugins: NormalModuleReplacementPlugin (/%s/: %v)", r.Test, errors.Unwrap(err)))
			continue
		}
		replace = append(replace, r)
	}
	w.Replace = replace
	kept := w.Rules[:0]
	for _, r := range w.Rules {
		if _, err := bundle.Rules([]webpack.Rule{r}); err != nil {
			w.Ignored = append(w.Ignored, fmt.Sprintf("%s (%v)", r.Source, errors.Unwrap(err)))
			continue
		}
		kept = append(kept, r)
	}
	w.Rules = kept
}

var identifier = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*$`)
