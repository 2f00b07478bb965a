package compile

import (
	"bytes"
	"image"
	"image/png"
	"testing"
)

func TestImageSize(t *testing.T) {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 7, 3))); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		file, data string
		w, h       int
	}{
		{"a.png", b.String(), 7, 3},
		{"a.svg", `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40px" height="20"></svg>`, 40, 20},
		{"a.svg", `<svg viewBox="0 0 300 150"></svg>`, 300, 150},
		{"a.svg", `<svg width="100" viewBox="0 0 300 150"></svg>`, 100, 50},
		{"a.svg", `<svg width="50%" height="2em"></svg>`, 0, 0},
		{"a.webp", "RIFF", 0, 0},
	}
	for _, c := range cases {
		if w, h := imageSize(c.file, []byte(c.data)); w != c.w || h != c.h {
			t.Errorf("%s %q: %dx%d, want %dx%d", c.file, c.data, w, h, c.w, c.h)
		}
	}
	if got := imageType("x.SVG"); got != "image/svg+xml" {
		t.Errorf("svg type %s", got)
	}
}
