package pipeline

// check is the check stage, once every page is rendered: the links of the markdown and those
// the pages rendered, then the anchors, as onBrokenLinks and onBrokenAnchors say.
func (l *locale) check() error {
	return l.links.Report(l.b.warn)
}
