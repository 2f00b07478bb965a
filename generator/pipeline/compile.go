package pipeline

import (
	"gosaurus/generator/compile"
	"gosaurus/generator/content"
)

// compile is the compile stage: every markdown file the plugins loaded to its JSX module.
func (l *locale) compile() (err error) {
	for _, p := range l.plugins {
		if m, ok := p.(content.MarkdownProvider); ok {
			l.markdown = append(l.markdown, m.MarkdownFiles()...)
		}
	}
	l.checkMemory(l.markdown)
	l.compiled, l.pages, err = compile.All(l.cfg, l.markdown, l.site, l.kept.compiled, l.compileOptions())
	return err
}

// compileOptions are what compiling reads of the build.
func (l *locale) compileOptions() compile.Options {
	b := l.b
	return compile.Options{Workers: b.opts.Workers, Highlights: b.highlights, Warn: b.warn, Readable: l.readable}
}
