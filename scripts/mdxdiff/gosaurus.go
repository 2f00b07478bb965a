package main

import (
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/markdown"
)

// asWritten resolves links and images to themselves: resolving them against a site is no
// part of what is compared (reference.mjs leaves them as written on Docusaurus's side too).
type asWritten struct{}

func (asWritten) Link(u string, _ int) (string, bool, error) { return u, false, nil }
func (asWritten) Image(u string, _ int) (string, markdown.ImageFile, error) {
	return u, markdown.ImageFile{}, nil
}

// compiled is gosaurus's side of a file before rendering: its module as JavaScript (JSX
// compiled as the build's bundler compiles it) for reference.mjs to render, and what the docs
// plugin reads of the file. Result.Error is set when compiling failed.
type compiled struct {
	Code   string
	Result Result
}

// compileGosaurus compiles file as a build does (markdown.Parse, then Render, the entry points
// of generator/content and generator/compile), with no preprocessor, remark plugins or
// npm2yarn: the classic preset's defaults. A compile that panics or takes longer than timeout
// is an error.
func compileGosaurus(file, source, format string, timeout time.Duration) compiled {
	done := make(chan compiled, 1)
	go func() {
		defer func() {
			if v := recover(); v != nil {
				done <- compiled{Result: Result{Error: fmt.Sprintf("panic: %v", v)}}
			}
		}()
		done <- compileFile(file, source, format)
	}()
	select {
	case c := <-done:
		return c
	case <-time.After(timeout):
		return compiled{Result: Result{Error: fmt.Sprintf("timeout: not compiled in %s", timeout)}}
	}
}

func compileFile(file, source, format string) compiled {
	fail := func(err error) compiled { return compiled{Result: Result{Error: err.Error()}} }
	src, err := os.ReadFile(file)
	if err != nil {
		return fail(err)
	}
	parsed, err := markdown.Parse(source, src, format)
	if err != nil {
		return fail(err)
	}
	var r Result
	title, description, metaErr := docMeta(parsed)
	if metaErr != nil {
		r.MetaError = metaErr.Error()
	} else {
		r.Title, r.Excerpt = title, &description
	}
	doc, err := parsed.Render(asWritten{}, markdown.RenderOptions{})
	if err != nil {
		return fail(err)
	}
	js := api.Transform(doc.Module, api.TransformOptions{
		Loader:     api.LoaderJSX,
		JSX:        api.JSXAutomatic,
		Sourcefile: source,
		Charset:    api.CharsetUTF8,
	})
	if len(js.Errors) > 0 {
		e := js.Errors[0]
		where := ""
		if e.Location != nil {
			where = fmt.Sprintf(" (module line %d: %s)", e.Location.Line, strings.TrimSpace(e.Location.LineText))
		}
		return fail(fmt.Errorf("%s: the compiled module does not parse: %s%s", source, e.Text, where))
	}
	return compiled{Code: string(js.Code), Result: r}
}

// docMeta is the title and description the docs plugin (plugins/docs) gives a doc: the front
// matter's, else the title heading and the excerpt. The title's last fallback, the doc's id,
// is left out (nil), as on Docusaurus's side.
func docMeta(p *markdown.Parsed) (*string, string, error) {
	str := func(key string) (string, error) {
		switch v := p.FrontMatter[key].(type) {
		case nil:
			return "", nil
		case string:
			return v, nil
		case float64, bool:
			return fmt.Sprint(v), nil
		default:
			return "", fmt.Errorf("front matter %q must be a string, got %v", key, v)
		}
	}
	title, err := str("title")
	if err != nil {
		return nil, "", err
	}
	if title == "" {
		title = p.Title()
	}
	description, err := str("description")
	if err != nil {
		return nil, "", err
	}
	if p.FrontMatter["description"] == nil { // absent or null: one given empty stays so
		description = p.Excerpt()
	}
	if title == "" {
		return nil, description, nil
	}
	return &title, description, nil
}
