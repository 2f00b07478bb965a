package markdown

import (
	"regexp"
	"slices"
	"strings"

	"golang.org/x/net/html"
)

// The HTML of a CommonMark (md) document renders as HTML, as Docusaurus renders it (rehype-raw):
// each tag becomes a JSX element through the MDX components, like the elements of markdown.
// An opening tag and its closing tag may come in different nodes (<details> in one HTML block,
// </details> in another), so open elements are tracked, and an element left open is closed
// where the markdown element around it ends, as an HTML parser would.

// voidElements have no content and no closing tag.
var voidElements = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true, "input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

// reactNames are the HTML and SVG attributes whose JSX props are spelled otherwise, as hast
// names them for React (property-information's html and svg properties, with hastToReact);
// event handler attributes are left out, as jsxAttrs drops them. They are written as
// attribute=prop words.
var reactNames = map[string]string{}

const reactNameList = `
accesskey=accessKey alink=aLink allowfullscreen=allowFullScreen
allowpaymentrequest=allowPaymentRequest allowtransparency=allowTransparency
allowusermedia=allowUserMedia attributename=attributeName attributetype=attributeType
autocapitalize=autoCapitalize autocomplete=autoComplete autocorrect=autoCorrect
autofocus=autoFocus autoplay=autoPlay autosave=autoSave basefrequency=baseFrequency
baseprofile=baseProfile bgcolor=bgColor bordercolor=borderColor bottommargin=bottomMargin
calcmode=calcMode cellpadding=cellPadding cellspacing=cellSpacing charoff=charOff
charset=charSet class=className classid=classID clippathunits=clipPathUnits closedby=closedBy
codebase=codeBase codetype=codeType colorspace=colorSpace colspan=colSpan
commandfor=commandFor contenteditable=contentEditable contentscripttype=contentScriptType
contentstyletype=contentStyleType controlslist=controlsList crossorigin=crossOrigin
datetime=dateTime defaultaction=defaultAction diffuseconstant=diffuseConstant dirname=dirName
disablepictureinpicture=disablePictureInPicture edgemode=edgeMode enctype=encType
enterkeyhint=enterKeyHint exportparts=exportParts
externalresourcesrequired=externalResourcesRequired fetchpriority=fetchPriority
filterres=filterRes filterunits=filterUnits focushighlight=focusHighlight for=htmlFor
formaction=formAction formenctype=formEncType formmethod=formMethod
formnovalidate=formNoValidate formtarget=formTarget frameborder=frameBorder glyphref=glyphRef
gradienttransform=gradientTransform gradientunits=gradientUnits
hatchcontentunits=hatchContentUnits hatchunits=hatchUnits hreflang=hrefLang hspace=hSpace
http-equiv=httpEquiv imagesizes=imageSizes imagesrcset=imageSrcSet
initialvisibility=initialVisibility inputmode=inputMode ismap=isMap itemid=itemID
itemprop=itemProp itemref=itemRef itemscope=itemScope itemtype=itemType
kernelmatrix=kernelMatrix kernelunitlength=kernelUnitLength keypoints=keyPoints
keysplines=keySplines keytimes=keyTimes leftmargin=leftMargin lengthadjust=lengthAdjust
limitingconeangle=limitingConeAngle longdesc=longDesc lowsrc=lowSrc marginheight=marginHeight
marginwidth=marginWidth markerheight=markerHeight markerunits=markerUnits
markerwidth=markerWidth maskcontentunits=maskContentUnits maskunits=maskUnits
maxlength=maxLength mediacharacterencoding=mediaCharacterEncoding mediasize=mediaSize
mediatime=mediaTime minlength=minLength nohref=noHref nomodule=noModule noresize=noResize
noshade=noShade novalidate=noValidate nowrap=noWrap numoctaves=numOctaves
pathlength=pathLength patterncontentunits=patternContentUnits
patterntransform=patternTransform patternunits=patternUnits playbackorder=playbackOrder
playsinline=playsInline pointsatx=pointsAtX pointsaty=pointsAtY pointsatz=pointsAtZ
popovertarget=popoverTarget popovertargetaction=popoverTargetAction
preservealpha=preserveAlpha preserveaspectratio=preserveAspectRatio
primitiveunits=primitiveUnits readonly=readOnly referrerpolicy=referrerPolicy refx=refX
refy=refY repeatcount=repeatCount repeatdur=repeatDur requiredextensions=requiredExtensions
requiredfeatures=requiredFeatures requiredfonts=requiredFonts requiredformats=requiredFormats
rightmargin=rightMargin rowspan=rowSpan shadowrootclonable=shadowRootClonable
shadowrootcustomelementregistry=shadowRootCustomElementRegistry shadowrootmode=shadowRootMode
shadowrootserializable=shadowRootSerializable snapshottime=snapshotTime
specularconstant=specularConstant specularexponent=specularExponent spellcheck=spellCheck
spreadmethod=spreadMethod srcdoc=srcDoc srclang=srcLang srcset=srcSet startoffset=startOffset
stddeviation=stdDeviation stitchtiles=stitchTiles surfacescale=surfaceScale
syncbehavior=syncBehavior syncbehaviordefault=syncBehaviorDefault syncmaster=syncMaster
synctolerance=syncTolerance synctolerancedefault=syncToleranceDefault
systemlanguage=systemLanguage tabindex=tabIndex tablevalues=tableValues targetx=targetX
targety=targetY textlength=textLength timelinebegin=timelineBegin topmargin=topMargin
transformbehavior=transformBehavior typemustmatch=typeMustMatch usemap=useMap valign=vAlign
valuetype=valueType viewbox=viewBox viewtarget=viewTarget vlink=vLink vspace=vSpace
writingsuggestions=writingSuggestions xchannelselector=xChannelSelector
ychannelselector=yChannelSelector zoomandpan=zoomAndPan
`

func init() {
	for _, pair := range strings.Fields(reactNameList) {
		attr, prop, _ := strings.Cut(pair, "=")
		reactNames[attr] = prop
	}
	// An attribute written as React's prop, <div className="x"> in an .md file, is that prop:
	// the HTML parser lowers it, and hast's property lookup finds the prop by it.
	for _, prop := range reactNames {
		reactNames[strings.ToLower(prop)] = prop
	}
}

// booleanAttrs are the attributes React reads as booleans: present means true.
var booleanAttrs = map[string]bool{"disabled": true, "checked": true, "readOnly": true, "required": true, "autoPlay": true, "controls": true, "loop": true, "muted": true, "open": true, "hidden": true, "allowFullScreen": true, "multiple": true, "selected": true, "async": true, "defer": true, "noValidate": true, "default": true, "reversed": true, "playsInline": true, "autoFocus": true}

// rawHTML writes a piece of raw HTML as JSX.
func (r *renderer) rawHTML(raw string) {
	z := html.NewTokenizer(strings.NewReader(raw))
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			return
		case html.TextToken:
			r.literal(string(z.Text()))
		case html.StartTagToken, html.SelfClosingTagToken:
			tok := z.Token()
			if documentTags[tok.Data] {
				continue
			}
			tok = selectorTag(tok)
			// HTML reads <x /> as <x> but for a void element, or in SVG or MathML.
			if voidElements[tok.Data] || tt == html.SelfClosingTagToken && r.inForeignHTML() {
				r.void(tok.Data, jsxAttrs(tok.Data, tok.Attr))
			} else {
				if tok.Data == "tr" && len(r.html) > r.htmlScope && r.html[len(r.html)-1] == "table" {
					// HTML's parser puts a row written right in a table into a <tbody>.
					r.open("tbody", "")
					r.html = append(r.html, "tbody")
				}
				r.open(tok.Data, jsxAttrs(tok.Data, tok.Attr))
				r.html = append(r.html, tok.Data)
			}
		case html.EndTagToken:
			tok := z.Token()
			if documentTags[tok.Data] {
				continue
			}
			name := selectorTag(tok).Data
			if name == "br" {
				// HTML's parser reads </br> as <br>.
				r.void("br", "")
				continue
			}
			for i := len(r.html) - 1; i >= r.htmlScope; i-- {
				if r.html[i] == name {
					r.closeHTML(i)
					break
				}
			} // a closing tag without its opening tag in reach is dropped
		}
		// Comments and doctypes do not render.
	}
}

// documentTags are the tags an HTML parser drops in a page's body, where raw HTML stands, as
// hast's parser (parse5) drops them: <head> in markdown is no page metadata, its elements
// stay where they are. The parser knows them by their names as written: <html.a> is no html
// tag there (see selectorTag).
var documentTags = map[string]bool{"html": true, "head": true, "body": true}

// selectorTag is tok as hast makes an element of it, with hastscript, which reads a tag name
// as a selector: <html.a> is an html element of the class a, <x#y> an x of the id y (a div when
// the name starts with the . or #). Classes of the name come before those of the attribute.
func selectorTag(tok html.Token) html.Token {
	cut := strings.IndexAny(tok.Data, ".#")
	if cut < 0 {
		return tok
	}
	selector := tok.Data[cut:]
	if tok.Data = tok.Data[:cut]; tok.Data == "" {
		tok.Data = "div"
	}
	var classes []string
	id := ""
	for _, part := range selectorPart.FindAllString(selector, -1) {
		if part[0] == '.' {
			classes = append(classes, part[1:])
		} else {
			id = part[1:]
		}
	}
	attrs := []html.Attribute{}
	if id != "" && !slices.ContainsFunc(tok.Attr, func(a html.Attribute) bool { return a.Key == "id" }) {
		attrs = append(attrs, html.Attribute{Key: "id", Val: id})
	}
	class := strings.Join(classes, " ")
	for _, a := range tok.Attr {
		if a.Key == "class" {
			a.Val = strings.TrimSpace(class + " " + a.Val)
			class = ""
		}
		attrs = append(attrs, a)
	}
	if class != "" {
		attrs = append(attrs, html.Attribute{Key: "class", Val: class})
	}
	tok.Attr = attrs
	return tok
}

// selectorPart is a .class or #id of a tag name read as a selector.
var selectorPart = regexp.MustCompile(`[.#][^.#]*`)

// inForeignHTML tells whether raw HTML open around the renderer has an svg or math element.
func (r *renderer) inForeignHTML() bool {
	return slices.ContainsFunc(r.html, func(tag string) bool { return tag == "svg" || tag == "math" })
}

// enterHTMLScope starts an element of the document: HTML opened inside it closes with it.
func (r *renderer) enterHTMLScope() int {
	prev := r.htmlScope
	r.htmlScope = len(r.html)
	return prev
}

// leaveHTMLScope closes what HTML the element opened and left open, and returns to the scope
// around it.
func (r *renderer) leaveHTMLScope(prev int) {
	r.closeHTML(r.htmlScope)
	r.htmlScope = prev
}

// closeHTML closes the open HTML elements from index i on.
func (r *renderer) closeHTML(i int) {
	for j := len(r.html) - 1; j >= i; j-- {
		r.close(r.html[j])
	}
	r.html = r.html[:i]
}

// jsxAttrs writes HTML attributes of a tag as JSX props: React's names, style as an object,
// boolean attributes as true; event handler attributes (JavaScript in a string) are left
// out. A table cell's align is its style's textAlign, as hast-util-to-estree writes it
// (tableCellAlignToStyle), merged into the style it has.
func jsxAttrs(tag string, attrs []html.Attribute) string {
	var b strings.Builder
	if tag == "td" || tag == "th" {
		attrs = alignToStyle(attrs)
	}
	for _, a := range attrs {
		name := a.Key
		if a.Namespace != "" {
			name = a.Namespace + ":" + name
		}
		if strings.HasPrefix(name, "on") {
			continue
		}
		if !validAttrName(name) {
			// A name JSX cannot write is a prop all the same, spread from an object, as
			// hast-util-to-estree writes it: React renders those it takes for attribute names
			// (textalign: of <div style={{ textAlign: 'right' }}> in an .md file, which HTML
			// reads as the attributes style="{{", textalign: and 'right' and }}) and drops
			// the others ('right').
			b.WriteString(" {...{" + js(name) + ": " + js(a.Val) + "}}")
			continue
		}
		if n, ok := reactNames[name]; ok {
			name = n
		}
		switch {
		case name == "style":
			b.WriteString(" style={" + styleObject(a.Val) + "}")
		case booleanAttrs[name] && (a.Val == "" || strings.EqualFold(a.Val, name)):
			b.WriteString(" " + name + "={true}")
		default:
			b.WriteString(attr(name, a.Val))
		}
	}
	return b.String()
}

// alignToStyle is a table cell's attributes with its align moved into its style.
func alignToStyle(attrs []html.Attribute) []html.Attribute {
	at := slices.IndexFunc(attrs, func(a html.Attribute) bool { return a.Namespace == "" && a.Key == "align" })
	if at < 0 {
		return attrs
	}
	align := attrs[at].Val
	out := slices.Delete(slices.Clone(attrs), at, at+1)
	if i := slices.IndexFunc(out, func(a html.Attribute) bool { return a.Namespace == "" && a.Key == "style" }); i >= 0 {
		out[i].Val = strings.TrimRight(out[i].Val, "; ") + "; text-align: " + align
	} else {
		out = append(out, html.Attribute{Key: "style", Val: "text-align: " + align})
	}
	return out
}

// attrName matches the attribute names JSX can write: a:b only with a name on either side.
var attrName = regexp.MustCompile(`^[A-Za-z_][\w-]*(?::[A-Za-z_][\w-]*)?$`)

func validAttrName(name string) bool { return attrName.MatchString(name) }

var cssProperty = regexp.MustCompile(`^-?-?[A-Za-z_][\w-]*$`)

// styleObject turns a style attribute into React's style object, its properties in the order
// written (the order of the style React writes): "font-size: 2em" is {"fontSize": "2em"}. A
// property written twice keeps its first place and takes its last value, as in an object.
func styleObject(css string) string {
	var names []string
	values := map[string]string{}
	for _, decl := range strings.Split(css, ";") {
		prop, val, ok := strings.Cut(decl, ":")
		prop, val = strings.TrimSpace(prop), strings.TrimSpace(val)
		if !ok || prop == "" || !cssProperty.MatchString(prop) {
			continue // not a declaration: style="{{a: 1}}" written as JSX in an .md file
		}
		name := prop // custom properties (--x) keep their name
		if !strings.HasPrefix(prop, "--") {
			parts := strings.Split(strings.ToLower(prop), "-")
			if parts[0] == "" && len(parts) > 1 { // -webkit-x is WebkitX
				parts = parts[1:]
				parts[0] = strings.ToUpper(parts[0][:1]) + parts[0][1:]
			}
			for i := 1; i < len(parts); i++ {
				if parts[i] != "" {
					parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
				}
			}
			name = strings.Join(parts, "")
		}
		if _, seen := values[name]; !seen {
			names = append(names, name)
		}
		values[name] = val
	}
	props := make([]string, len(names))
	for i, n := range names {
		props[i] = js(n) + ":" + js(values[n])
	}
	return "{" + strings.Join(props, ",") + "}"
}
