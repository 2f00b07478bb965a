package compile

import (
	"bytes"
	"image"
	_ "image/gif" // image.DecodeConfig reads the sizes of these formats
	_ "image/jpeg"
	_ "image/png"
	"mime"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// inlineImageLimit is the size under which Docusaurus writes a markdown image into the page as
// a data: URL instead of a file (its url-loader limit).
const inlineImageLimit = 10000

// imageTypes are the media types of images by extension, as Docusaurus names them in data: URLs.
var imageTypes = map[string]string{
	".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
	".svg": "image/svg+xml", ".webp": "image/webp", ".avif": "image/avif", ".ico": "image/vnd.microsoft.icon",
	".bmp": "image/bmp",
}

func imageType(file string) string {
	ext := strings.ToLower(filepath.Ext(file))
	if t, ok := imageTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return strings.TrimSpace(strings.Split(t, ";")[0])
	}
	return "application/octet-stream"
}

var (
	svgTag     = regexp.MustCompile(`(?s)<svg\b[^>]*>`)
	svgWidth   = regexp.MustCompile(`\swidth\s*=\s*["']\s*([0-9.]+)(?:px)?\s*["']`)
	svgHeight  = regexp.MustCompile(`\sheight\s*=\s*["']\s*([0-9.]+)(?:px)?\s*["']`)
	svgViewBox = regexp.MustCompile(`\sviewBox\s*=\s*["']\s*[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)\s*["']`)
)

// imageSize is an image's width and height in pixels, as Docusaurus writes them on the img;
// 0, 0 for a format it cannot tell.
func imageSize(file string, data []byte) (int, int) {
	if strings.EqualFold(filepath.Ext(file), ".svg") {
		return svgSize(data)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return 0, 0
	}
	return cfg.Width, cfg.Height
}

// svgSize reads the width and height of the svg element, or its viewBox's when it has not
// both (scaled to the one it has).
func svgSize(data []byte) (int, int) {
	tag := svgTag.Find(data)
	if tag == nil {
		return 0, 0
	}
	num := func(re *regexp.Regexp, i int) float64 {
		if m := re.FindSubmatch(tag); m != nil {
			v, _ := strconv.ParseFloat(string(m[i]), 64)
			return v
		}
		return 0
	}
	w, h := num(svgWidth, 1), num(svgHeight, 1)
	vw, vh := num(svgViewBox, 1), num(svgViewBox, 2)
	switch {
	case w > 0 && h > 0:
	case w > 0 && vw > 0:
		h = w * vh / vw
	case h > 0 && vh > 0:
		w = h * vw / vh
	default:
		w, h = vw, vh
	}
	return int(w + 0.5), int(h + 0.5)
}
