package idealimage

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"golang.org/x/image/draw"
)

// Handles tells whether the plugin resizes file: a PNG or JPEG, by its extension (the
// plugin's webpack rule, /\.(?:png|jpe?g)$/i). Other images stay plain assets.
func Handles(file string) bool {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".png", ".jpg", ".jpeg":
		return true
	}
	return false
}

// Copy is one resized copy of an image.
type Copy struct {
	Path          string // in the build: assets/ideal-img/<name>.<hash>.<width>.<ext>
	Width, Height int
	Data          []byte
}

// Image is what an imported image becomes: its copies, in the order of the widths, and the
// low-quality placeholder, a data: URL of the image 10 pixels wide.
type Image struct {
	Copies      []Copy
	Placeholder string
}

// placeholderWidth is the width of lqip-loader's placeholder (sharp's resize(10)).
const placeholderWidth = 10

// placeholderQuality is sharp's default JPEG quality, which the placeholder is encoded at.
const placeholderQuality = 80

// Resize makes the copies and the placeholder of the image file, whose contents are data.
func Resize(file string, data []byte, o Options) (*Image, error) {
	ext := strings.TrimPrefix(filepath.Ext(file), ".")
	isJPEG := strings.EqualFold(ext, "jpg") || strings.EqualFold(ext, "jpeg")
	var src image.Image
	var err error
	if isJPEG {
		src, err = jpeg.Decode(bytes.NewReader(data))
	} else {
		src, err = png.Decode(bytes.NewReader(data))
	}
	if err != nil {
		return nil, fmt.Errorf("%s: not an image the ideal-image plugin can read: %w", file, err)
	}
	name := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	widths := o.Widths(src.Bounds().Dx())
	// The copies and, last, the placeholder, made side by side.
	jobs := append(slices.Clone(widths), placeholderWidth)
	encoded := make([][]byte, len(jobs))
	heights := make([]int, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	for i, w := range jobs {
		wg.Go(func() {
			quality := o.Quality
			if i == len(widths) {
				quality = placeholderQuality
			}
			scaled := scale(src, w)
			heights[i] = scaled.Bounds().Dy()
			encoded[i], errs[i] = encode(scaled, isJPEG, quality)
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	out := &Image{}
	for i, w := range widths {
		sum := sha256.Sum256(encoded[i])
		out.Copies = append(out.Copies, Copy{
			Path:  fmt.Sprintf("assets/ideal-img/%s.%s.%d.%s", name, hex.EncodeToString(sum[:])[:7], w, ext),
			Width: w, Height: heights[i], Data: encoded[i],
		})
	}
	tiny := encoded[len(widths)]
	mime := "image/png"
	if isJPEG {
		mime = "image/jpeg"
	}
	out.Placeholder = "data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(tiny)
	return out, nil
}

func encode(img image.Image, isJPEG bool, quality int) ([]byte, error) {
	var b bytes.Buffer
	var err error
	if isJPEG {
		err = jpeg.Encode(&b, img, &jpeg.Options{Quality: quality})
	} else {
		err = png.Encode(&b, img)
	}
	return b.Bytes(), err
}

// scale resizes src to width pixels wide, its height in proportion (rounded, as sharp does),
// with the Catmull-Rom filter.
func scale(src image.Image, width int) *image.RGBA {
	b := src.Bounds()
	height := max(1, int(math.Round(float64(b.Dy())*float64(width)/float64(b.Dx()))))
	dst := image.NewRGBA(image.Rect(0, 0, width, height))
	draw.CatmullRom.Scale(dst, dst.Bounds(), src, b, draw.Src, nil)
	return dst
}
