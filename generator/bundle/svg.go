package bundle

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// svgComponents loads an .svg imported from JavaScript as a React component, as Docusaurus
// does (a CSS url() of one is bundled apart, by the stylesheet build, as a file).
func (st *pluginState) svgComponents(b api.PluginBuild) {
	b.OnLoad(api.OnLoadOptions{Filter: `(?i)\.svg$`, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		src, err := os.ReadFile(a.Path)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		js, err := svgComponent(src)
		if err != nil {
			name := a.Path
			if rel, err := filepath.Rel(st.in.SiteDir, a.Path); err == nil && !strings.HasPrefix(rel, "..") {
				name = filepath.ToSlash(rel)
			}
			return api.OnLoadResult{}, fmt.Errorf("%s: not an SVG React can draw: %w", name, err)
		}
		return api.OnLoadResult{Contents: &js, Loader: api.LoaderJSX}, nil
	})
}

// svgComponent turns an SVG document into a JSX module whose default export (also exported
// as ReactComponent) is a React component drawing it, as Docusaurus's svgr does for an .svg
// imported from JavaScript: attributes renamed as React names them, style strings made
// objects, the component's props spread onto the root <svg>, and a title prop that replaces
// (or adds) the <title>. Editor data (elements and attributes of other XML namespaces,
// comments, processing instructions) is left out.
func svgComponent(src []byte) (string, error) {
	d := xml.NewDecoder(bytes.NewReader(src))
	d.CharsetReader = latin1Reader
	d.Entity = map[string]string{}
	for k, v := range xml.HTMLEntity {
		d.Entity[k] = v
	}
	var out strings.Builder
	out.WriteString("import * as React from \"react\";\nconst SvgComponent = ({title, titleId, ...props}) => (")
	depth, skip, root, titled := 0, 0, false, false
	var open []string // the elements written and not yet closed
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", svgError(d, err)
		}
		switch t := tok.(type) {
		case xml.Directive:
			// <!DOCTYPE svg [<!ENTITY ns_svg "http://…">]>, as some editors write.
			for _, m := range svgEntity.FindAllSubmatch(t, -1) {
				d.Entity[string(m[1])] = string(m[2]) + string(m[3])
			}
		case xml.StartElement:
			if skip > 0 || t.Name.Space != "" || (depth == 0 && root) {
				skip++
				continue
			}
			if depth == 0 {
				if t.Name.Local != "svg" {
					return "", svgError(d, fmt.Errorf("the root element is <%s>, not <svg>", t.Name.Local))
				}
				root = true
			}
			depth++
			if t.Name.Local == "title" && depth == 2 && !titled {
				titled = true
				// The document's own title, unless the title prop replaces it.
				out.WriteString("{title === undefined ? <title id={titleId}>")
				if err := writeSVGText(d, &out); err != nil {
					return "", err
				}
				out.WriteString("</title> : title ? <title id={titleId}>{title}</title> : null}")
				depth--
				continue
			}
			open = append(open, t.Name.Local)
			out.WriteString("<" + t.Name.Local)
			for _, a := range t.Attr {
				if err := writeSVGAttr(&out, a); err != nil {
					return "", svgError(d, err)
				}
			}
			if depth == 1 {
				out.WriteString(" aria-labelledby={titleId} {...props}>" + titleSlot)
			} else {
				out.WriteString(">")
			}
		case xml.EndElement:
			if skip > 0 {
				skip--
				continue
			}
			if top := open[len(open)-1]; t.Name.Space != "" || t.Name.Local != top {
				return "", svgError(d, fmt.Errorf("<%s> closed by </%s>", top, svgName(t.Name)))
			}
			open = open[:len(open)-1]
			out.WriteString("</" + t.Name.Local + ">")
			depth--
		case xml.CharData:
			if skip > 0 || depth == 0 || len(bytes.TrimSpace(t)) == 0 {
				continue
			}
			out.WriteString("{" + jsString(string(t)) + "}")
		}
	}
	if !root {
		return "", errors.New("no <svg> element")
	}
	if depth != 0 {
		return "", svgError(d, fmt.Errorf("<%s> is not closed", open[len(open)-1]))
	}
	added := "{title ? <title id={titleId}>{title}</title> : null}"
	if titled {
		added = ""
	}
	out.WriteString(");\nexport default SvgComponent;\nexport {SvgComponent as ReactComponent};\n")
	return strings.Replace(out.String(), titleSlot, added, 1), nil
}

// titleSlot marks where the title prop goes when the document has no <title> of its own.
const titleSlot = "\x00title\x00"

// latin1Reader reads a document that declares itself ISO-8859-1 (as some editors write) or
// ASCII; encoding/xml reads UTF-8 alone.
func latin1Reader(label string, in io.Reader) (io.Reader, error) {
	switch strings.ToLower(label) {
	case "iso-8859-1", "latin1", "l1", "us-ascii", "ascii":
	default:
		return nil, fmt.Errorf("encoding %q: only UTF-8, ISO-8859-1 and ASCII are read", label)
	}
	b, err := io.ReadAll(in)
	if err != nil {
		return nil, err
	}
	runes := make([]rune, len(b))
	for i, c := range b {
		runes[i] = rune(c) // ISO-8859-1 is the first 256 code points
	}
	return strings.NewReader(string(runes)), nil
}

var svgEntity = regexp.MustCompile(`<!ENTITY\s+([A-Za-z_][\w.-]*)\s+(?:"([^"]*)"|'([^']*)')\s*>`)

func svgName(n xml.Name) string {
	if n.Space != "" {
		return n.Space + ":" + n.Local
	}
	return n.Local
}

func svgError(d *xml.Decoder, err error) error {
	line, _ := d.InputPos()
	return fmt.Errorf("line %d: %v", line, err)
}

// writeSVGText writes the text of the element just opened, up to its end.
func writeSVGText(d *xml.Decoder, out *strings.Builder) error {
	var text strings.Builder
	for {
		tok, err := d.RawToken()
		if err != nil {
			return svgError(d, err)
		}
		switch t := tok.(type) {
		case xml.CharData:
			text.Write(t)
		case xml.EndElement:
			out.WriteString("{" + jsString(text.String()) + "}")
			return nil
		case xml.StartElement:
			return svgError(d, fmt.Errorf("<%s> inside <title>", t.Name.Local))
		}
	}
}

// writeSVGAttr writes an attribute under its React name; attributes of editors' namespaces
// are dropped.
func writeSVGAttr(out *strings.Builder, a xml.Attr) error {
	name := a.Name.Local
	switch a.Name.Space {
	case "":
		switch {
		case htmlNames[name] != "":
			name = htmlNames[name]
		case name == "style":
			style, err := styleObject(a.Value)
			if err != nil {
				return err
			}
			out.WriteString(" style={" + style + "}")
			return nil
		case strings.HasPrefix(name, "data-"), strings.HasPrefix(name, "aria-"):
		default:
			name = camelCase(name)
		}
	case "xlink", "xml":
		name = a.Name.Space + upperFirst(name)
	case "xmlns":
		if name != "xlink" {
			return nil // the declaration of a namespace whose attributes are dropped
		}
		name = "xmlnsXlink"
	default:
		return nil
	}
	out.WriteString(" " + name + "={" + jsString(a.Value) + "}")
	return nil
}

// htmlNames are the React names of HTML attributes (of the XHTML inside a <foreignObject>,
// and class) that are not written camelCase in the document.
var htmlNames = map[string]string{
	"class": "className", "for": "htmlFor", "tabindex": "tabIndex", "spellcheck": "spellCheck",
	"autocapitalize": "autoCapitalize", "autocorrect": "autoCorrect", "autocomplete": "autoComplete",
	"contenteditable": "contentEditable", "crossorigin": "crossOrigin", "readonly": "readOnly",
	"maxlength": "maxLength", "colspan": "colSpan", "rowspan": "rowSpan", "srcset": "srcSet",
	"accesskey": "accessKey", "datetime": "dateTime", "hreflang": "hrefLang", "usemap": "useMap",
}

// styleObject turns "fill: red; stroke-width: 2" into {"fill": "red", "strokeWidth": "2"}.
func styleObject(s string) (string, error) {
	var parts []string
	for _, decl := range strings.Split(s, ";") {
		if strings.TrimSpace(decl) == "" {
			continue
		}
		prop, value, ok := strings.Cut(decl, ":")
		prop, value = strings.TrimSpace(prop), strings.TrimSpace(value)
		if !ok || prop == "" {
			return "", fmt.Errorf("style %q: %q is not a property: value declaration", s, strings.TrimSpace(decl))
		}
		if !strings.HasPrefix(prop, "--") {
			prop = strings.ToLower(prop)
			if strings.HasPrefix(prop, "-ms-") {
				prop = prop[1:] // React's msTransform, not MsTransform
			}
			prop = camelCase(prop)
		}
		parts = append(parts, jsString(prop)+": "+jsString(value))
	}
	return "{" + strings.Join(parts, ", ") + "}", nil
}

// camelCase turns stroke-width into strokeWidth and -webkit-mask into WebkitMask.
func camelCase(s string) string {
	if !strings.Contains(s, "-") {
		return s
	}
	words := strings.Split(s, "-")
	for i := 1; i < len(words); i++ {
		words[i] = upperFirst(words[i])
	}
	return strings.Join(words, "")
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
