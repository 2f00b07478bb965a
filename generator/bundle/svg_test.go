package bundle

import (
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

func TestSVGComponent(t *testing.T) {
	src := `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>
<!-- drawn by hand -->
<svg xmlns="&ns_svg;" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  viewBox="0 0 10 10" class="logo" style="fill: red; -webkit-mask: none; --tone: 1" inkscape:version="1.0">
  <title>Logo &amp; mark</title>
  <inkscape:grid spacing="1"><inkscape:x/></inkscape:grid>
  <path d="M0 0h10" stroke-width="2" fill-rule="evenodd" data-part="top" aria-hidden="true"/>
  <use xlink:href="#a" xml:space="preserve"/>
  <text x="1">A &lt; B</text>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml" tabindex="0" spellcheck="false">x</div></foreignObject>
</svg>`
	got, err := svgComponent([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`<svg xmlns={"http://www.w3.org/2000/svg"} xmlnsXlink={"http://www.w3.org/1999/xlink"} viewBox={"0 0 10 10"} className={"logo"} style={{"fill": "red", "WebkitMask": "none", "--tone": "1"}} aria-labelledby={titleId} {...props}>`,
		`{title === undefined ? <title id={titleId}>{"Logo \u0026 mark"}</title> : title ? <title id={titleId}>{title}</title> : null}`,
		`<path d={"M0 0h10"} strokeWidth={"2"} fillRule={"evenodd"} data-part={"top"} aria-hidden={"true"}></path>`,
		`<use xlinkHref={"#a"} xmlSpace={"preserve"}></use>`,
		`<text x={"1"}>{"A \u003c B"}</text>`,
		`<div xmlns={"http://www.w3.org/1999/xhtml"} tabIndex={"0"} spellCheck={"false"}>`,
		"export default SvgComponent;",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %s in\n%s", want, got)
		}
	}
	if strings.Contains(got, "inkscape") || strings.Contains(got, "grid") {
		t.Errorf("editor data kept:\n%s", got)
	}
	// The module must be valid JSX.
	res := api.Transform(got, api.TransformOptions{Loader: api.LoaderJSX, JSX: api.JSXAutomatic})
	if len(res.Errors) > 0 {
		t.Fatalf("not valid JSX: %s\n%s", res.Errors[0].Text, got)
	}
}

func TestSVGComponentTitleProp(t *testing.T) {
	got, err := svgComponent([]byte(`<svg viewBox="0 0 1 1"><g><title>inner</title></g></svg>`))
	if err != nil {
		t.Fatal(err)
	}
	// No title of its own: the title prop adds one, first.
	if !strings.Contains(got, `{...props}>{title ? <title id={titleId}>{title}</title> : null}<g><title>{"inner"}</title></g></svg>`) {
		t.Errorf("title prop not added:\n%s", got)
	}
}

func TestSVGComponentErrors(t *testing.T) {
	for src, want := range map[string]string{
		`<html><body/></html>`:               "the root element is <html>, not <svg>",
		`<svg><path></svg>`:                  "line 1: <path> closed by </svg>",
		"<svg>\n<g>":                         "<g> is not closed",
		`just text`:                          "no <svg> element",
		`<svg style="color red"></svg>`:      `"color red" is not a property: value declaration`,
		`<svg><title><b>x</b></title></svg>`: "<b> inside <title>",
	} {
		_, err := svgComponent([]byte(src))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got error %v, want one with %q", src, err, want)
		}
	}
}

func TestSVGComponentLatin1(t *testing.T) {
	got, err := svgComponent([]byte("<?xml version=\"1.0\" encoding=\"iso-8859-1\"?><svg><text>caf\xe9</text></svg>"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, `{"café"}`) {
		t.Errorf("ISO-8859-1 text not read:\n%s", got)
	}
	if _, err := svgComponent([]byte(`<?xml version="1.0" encoding="shift_jis"?><svg/>`)); err == nil || !strings.Contains(err.Error(), `encoding "shift_jis"`) {
		t.Errorf("got %v, want an error naming the encoding", err)
	}
}
