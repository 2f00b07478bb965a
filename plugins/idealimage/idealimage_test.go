package idealimage

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"gosaurus/generator/config"
)

func TestWidths(t *testing.T) {
	for _, c := range []struct {
		opts  map[string]any
		width int
		want  []int
	}{
		{map[string]any{}, 1200, []int{1200}},                                               // no sizes: the original width
		{map[string]any{"min": 640.0, "max": 1000.0, "steps": 2.0}, 1200, []int{640, 1000}}, // Docusaurus's documented example
		{map[string]any{"min": 320.0, "max": 1030.0, "steps": 2.0}, 640, []int{320, 640}},   // capped at the image's width
		{map[string]any{"min": 100.0, "max": 201.0}, 1000, []int{100, 134, 168, 201}},       // four steps by default, rounded up
		{map[string]any{"min": 100.0, "max": 200.0, "steps": 3.0}, 120, []int{100, 120}},    // 150 and 200 are both 120: once
		{map[string]any{"min": 100.0}, 500, []int{500}},                                     // min without max: not used
		{map[string]any{"size": 300.0, "sizes": []any{100.0}}, 500, []int{300}},             // size before sizes
		{map[string]any{"sizes": []any{800.0, "200", 50.0}}, 500, []int{500, 200, 50}},
	} {
		o, err := ParseOptions(c.opts)
		if err != nil {
			t.Fatalf("%v: %v", c.opts, err)
		}
		if got := o.Widths(c.width); !slices.Equal(got, c.want) {
			t.Errorf("%v on %d: widths %v, want %v", c.opts, c.width, got, c.want)
		}
	}
}

func TestParseOptions(t *testing.T) {
	o, err := ParseOptions(map[string]any{})
	if err != nil || o.Quality != 85 || !o.DisableInDev {
		t.Errorf("defaults %+v %v", o, err)
	}
	if o, err := ParseOptions(map[string]any{"quality": "70", "disableInDev": false}); err != nil || o.Quality != 70 || o.DisableInDev {
		t.Errorf("quality and disableInDev %+v %v", o, err)
	}
	for opts, msg := range map[*map[string]any]string{
		{"quality": 0.0}:                       "quality is 0; it may be 1 to 100",
		{"steps": 1.0, "min": 1.0, "max": 2.0}: "steps is 1;",
		{"max": "wide", "min": 1.0}:            "max is wide; it may be a whole number",
		{"sizes": []any{100.0, -1.0}}:          "sizes[1] is -1",
		{"disableInDev": "no"}:                 "disableInDev is no",
	} {
		if _, err := ParseOptions(*opts); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%v: error %v, want %q", *opts, err, msg)
		}
	}
}

// picture is a w×h image: a red left half and a blue right half.
func picture(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			c := color.RGBA{255, 0, 0, 255}
			if x >= w/2 {
				c = color.RGBA{0, 0, 255, 255}
			}
			img.Set(x, y, c)
		}
	}
	return img
}

func TestResize(t *testing.T) {
	var jpg, pngData bytes.Buffer
	if err := jpeg.Encode(&jpg, picture(640, 400), &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(&pngData, picture(240, 240)); err != nil {
		t.Fatal(err)
	}
	opts := Options{Sizes: []int{320, 1030}, Quality: 70}
	img, err := Resize("docs/landscape.jpg", jpg.Bytes(), opts)
	if err != nil {
		t.Fatal(err)
	}
	name := regexp.MustCompile(`^assets/ideal-img/landscape\.[0-9a-f]{7}\.(\d+)\.jpg$`)
	for i, want := range [][2]int{{320, 200}, {640, 400}} {
		c := img.Copies[i]
		m := name.FindStringSubmatch(c.Path)
		got, err := jpeg.Decode(bytes.NewReader(c.Data))
		if err != nil || m == nil || m[1] != strings.Split(c.Path, ".")[2] || [2]int{c.Width, c.Height} != want || got.Bounds().Dx() != want[0] || got.Bounds().Dy() != want[1] {
			t.Fatalf("copy %d: %s %dx%d (%v), want %v", i, c.Path, c.Width, c.Height, err, want)
		}
		// The halves keep their colours: the left quarter is red, the right quarter blue.
		if r, _, b, _ := got.At(want[0]/4, want[1]/2).RGBA(); r < 0xe000 || b > 0x2000 {
			t.Errorf("copy %d: left is %x/%x, not red", i, r, b)
		}
		if r, _, b, _ := got.At(want[0]*3/4, want[1]/2).RGBA(); b < 0xe000 || r > 0x2000 {
			t.Errorf("copy %d: right is %x/%x, not blue", i, r, b)
		}
	}
	if len(img.Copies) != 2 || !strings.HasPrefix(img.Placeholder, "data:image/jpeg;base64,/9j/") {
		t.Errorf("copies %d, placeholder %.40s", len(img.Copies), img.Placeholder)
	}
	small, err := Resize("badge.png", pngData.Bytes(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(small.Copies) != 1 || small.Copies[0].Width != 240 || !strings.HasPrefix(small.Copies[0].Path, "assets/ideal-img/badge.") || !strings.HasSuffix(small.Copies[0].Path, ".240.png") {
		t.Errorf("png copies %+v", small.Copies)
	}
	tiny, err := png.Decode(bytes.NewReader(decodeDataURL(t, small.Placeholder, "data:image/png;base64,")))
	if err != nil || tiny.Bounds().Dx() != 10 || tiny.Bounds().Dy() != 10 {
		t.Errorf("placeholder %v %v", tiny.Bounds(), err)
	}
	if _, err := Resize("docs/broken.png", []byte("not a png"), opts); err == nil || !strings.Contains(err.Error(), "docs/broken.png: not an image") {
		t.Errorf("a broken file: %v", err)
	}
}

func decodeDataURL(t *testing.T, url, prefix string) []byte {
	t.Helper()
	rest, ok := strings.CutPrefix(url, prefix)
	if !ok {
		t.Fatalf("%.40s does not start with %s", url, prefix)
	}
	data, err := base64Decode(rest)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// memStore is a Store in memory that counts what it saves.
type memStore struct {
	saved map[string]*Image
}

func (m *memStore) Load(key string, v any) bool {
	img, ok := m.saved[key]
	if ok {
		*v.(*Image) = *img
	}
	return ok
}

func (m *memStore) Save(key string, v any) error {
	m.saved[key] = v.(*Image)
	return nil
}

func TestProcessorResizesOnce(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "pic.png")
	var b bytes.Buffer
	if err := png.Encode(&b, picture(50, 20)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	store := &memStore{saved: map[string]*Image{}}
	opts := Options{Sizes: []int{20, 40}, Quality: 85}
	first, err := NewProcessor(opts, store).Image(file)
	if err != nil || len(store.saved) != 1 {
		t.Fatalf("%v, %d saved", err, len(store.saved))
	}
	// A new processor (the next build) finds it in the store.
	again, err := NewProcessor(opts, store).Image(file)
	if err != nil || len(store.saved) != 1 || again.Copies[1].Path != first.Copies[1].Path {
		t.Errorf("second build: %v, %d saved", err, len(store.saved))
	}
	// Other options are another entry.
	if _, err := NewProcessor(Options{Sizes: []int{30}, Quality: 85}, store).Image(file); err != nil || len(store.saved) != 2 {
		t.Errorf("other options: %v, %d saved", err, len(store.saved))
	}
	mod := first.Module("/base/")
	for _, want := range []string{`"srcSet":"/base/assets/ideal-img/pic.`, `.20.png 20w,/base/assets/ideal-img/pic.`, `"width":20,"height":8`, `preSrc: "data:image/png;base64,`} {
		if !strings.Contains(mod, want) {
			t.Errorf("module lacks %s: %s", want, mod)
		}
	}
}

func base64Decode(s string) ([]byte, error) { return base64.StdEncoding.DecodeString(s) }

// A bad option names the config file, the plugin's entry and the option.
func TestReadOptions(t *testing.T) {
	_, err := ReadOptions("docusaurus.config.js", config.PluginEntry{Key: "plugins[0]", Options: map[string]any{"quality": float64(200)}})
	if want := "docusaurus.config.js: plugins[0]: @docusaurus/plugin-ideal-image: quality is 200; it may be 1 to 100"; err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}
