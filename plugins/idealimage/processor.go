package idealimage

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// Store keeps resized images between builds (a buildcache.Kind); a miss returns false.
type Store interface {
	Load(key string, v any) bool
	Save(key string, v any) error
}

// Processor resizes each image once per content and options: the browser and server builds
// both load an imported image, and the store (when there is one) keeps the copies for the
// next build, so an unchanged image is not resized again.
type Processor struct {
	opts  Options
	store Store // nil for none
	mu    sync.Mutex
	done  map[string]*result // by key
}

// result is one image's resizing, made once; images of different keys resize side by side
// (esbuild loads files in parallel).
type result struct {
	once sync.Once
	img  *Image
	err  error
}

// NewProcessor returns a processor resizing with opts; store may be nil.
func NewProcessor(opts Options, store Store) *Processor {
	return &Processor{opts: opts, store: store, done: map[string]*result{}}
}

// Image is the resized image of file.
func (p *Processor) Image(file string) (*Image, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	opts, _ := json.Marshal(p.opts)
	// The copies are named after the file, so its name is part of the key, not its folder.
	sum := sha256.Sum256(append(append([]byte(filepath.Base(file)+"\x00"), opts...), data...))
	key := hex.EncodeToString(sum[:])
	p.mu.Lock()
	r := p.done[key]
	if r == nil {
		r = &result{}
		p.done[key] = r
	}
	p.mu.Unlock()
	r.once.Do(func() {
		img := &Image{}
		if p.store != nil && p.store.Load(key, img) {
			r.img = img
			return
		}
		if r.img, r.err = Resize(file, data, p.opts); r.err == nil && p.store != nil {
			r.err = p.store.Save(key, r.img)
		}
	})
	return r.img, r.err
}

// Module is the JavaScript module an import of the image returns, as the plugin's loaders
// make it: {src: {src, srcSet, images, width, height}, preSrc}, src being the first copy
// (the object's string value too) and preSrc the placeholder. publicPath is the site's
// base URL.
func (img *Image) Module(publicPath string) string {
	type ref struct {
		Path   string `json:"path"`
		Width  int    `json:"width"`
		Height int    `json:"height"`
	}
	type source struct {
		SrcSet string `json:"srcSet"`
		Images []ref  `json:"images"`
		Src    string `json:"src"`
		Width  int    `json:"width"`
		Height int    `json:"height"`
	}
	s := source{Src: publicPath + img.Copies[0].Path, Width: img.Copies[0].Width, Height: img.Copies[0].Height}
	set := make([]string, len(img.Copies))
	for i, c := range img.Copies {
		set[i] = fmt.Sprintf("%s%s %dw", publicPath, c.Path, c.Width)
		s.Images = append(s.Images, ref{publicPath + c.Path, c.Width, c.Height})
	}
	s.SrcSet = strings.Join(set, ",")
	src, _ := json.Marshal(s)
	pre, _ := json.Marshal(img.Placeholder)
	return fmt.Sprintf("module.exports = {src: Object.assign(Object.create({toString() { return this.src; }}), %s), preSrc: %s};\n", src, pre)
}

// Keys are the store's keys of the images p has given, sorted: what a store keeps of one
// build (see buildcache.Kind.Keep).
func (p *Processor) Keys() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Sorted(maps.Keys(p.done))
}

// Takes tells whether file is an image the plugin resizes: the bundler's loader (see Load).
func (p *Processor) Takes(file string) bool { return Handles(file) }

// Load is the module of the image file for a site under baseURL, and its resized copies by
// path in the build: what the plugin's loaders make of an import, for the bundler.
func (p *Processor) Load(file, baseURL string) (string, map[string][]byte, error) {
	img, err := p.Image(file)
	if err != nil {
		return "", nil, err
	}
	copies := make(map[string][]byte, len(img.Copies))
	for _, c := range img.Copies {
		copies[c.Path] = c.Data
	}
	return img.Module(baseURL), copies, nil
}

// Key names the options p resizes with, for the build cache.
func (p *Processor) Key() string {
	opts, _ := json.Marshal(p.opts)
	return string(opts)
}
