// Package idealimage is @docusaurus/plugin-ideal-image without webpack: a PNG or JPEG that
// JavaScript or MDX imports becomes resized copies (its responsive-loader step) and a tiny
// placeholder (its lqip-loader step), and the import returns their URLs and sizes.
package idealimage

import (
	"fmt"
	"math"
	"strconv"

	"gosaurus/generator/config"
)

// Options are the plugin options the resizing reads, as Docusaurus 3.8.1's loader reads them.
type Options struct {
	// Sizes are the widths asked for, in order, before they are capped at the image's own
	// width; nil for the image's own width only.
	Sizes        []int
	Quality      int  // JPEG quality, 1-100
	DisableInDev bool // the dev server shows the original image
}

// ReadOptions reads the options of the plugin's entry in the config file, as ParseOptions
// does; the error names the file, the entry and the option.
func ReadOptions(file string, in config.PluginEntry) (Options, error) {
	o, err := ParseOptions(in.Options)
	if err != nil {
		return o, &config.Error{File: file, Key: in.Key, Msg: Name + ": " + err.Error()}
	}
	return o, nil
}

// Name is the plugin's name in Docusaurus.
const Name = "@docusaurus/plugin-ideal-image"

// ParseOptions reads the plugin's options: min, max and steps make the widths when min and
// max are both given, else size, else sizes; quality defaults to 85 and disableInDev to true.
// The error names the option and what it may be.
func ParseOptions(opts map[string]any) (Options, error) {
	o := Options{Quality: 85, DisableInDev: true}
	if v, ok := opts["disableInDev"]; ok && v != nil {
		b, isBool := v.(bool)
		if !isBool {
			return o, fmt.Errorf("disableInDev is %v; it may be true or false", v)
		}
		o.DisableInDev = b
	}
	if v, ok := opts["quality"]; ok && v != nil {
		q, err := integer("quality", v)
		if err != nil {
			return o, err
		}
		if q < 1 || q > 100 {
			return o, fmt.Errorf("quality is %d; it may be 1 to 100", q)
		}
		o.Quality = q
	}
	min, hasMin, err := optional(opts, "min")
	if err != nil {
		return o, err
	}
	max, hasMax, err := optional(opts, "max")
	if err != nil {
		return o, err
	}
	if hasMin && hasMax && max != 0 {
		steps := 4
		if s, ok, err := optional(opts, "steps"); err != nil {
			return o, err
		} else if ok {
			steps = s
		}
		if steps < 2 {
			return o, fmt.Errorf("steps is %d; with min and max it may be 2 or more (min is the first width, max the last)", steps)
		}
		for step := range steps {
			o.Sizes = append(o.Sizes, int(math.Ceil(float64(min)+float64(max-min)/float64(steps-1)*float64(step))))
		}
		return o, nil
	}
	for _, key := range []string{"size", "sizes"} {
		v, ok := opts[key]
		if !ok || v == nil {
			continue
		}
		list, isList := v.([]any)
		if !isList {
			list = []any{v}
		}
		for i, e := range list {
			n, err := integer(fmt.Sprintf("%s[%d]", key, i), e)
			if err != nil {
				return o, err
			}
			if n < 1 {
				return o, fmt.Errorf("%s[%d] is %d; a width is 1 or more", key, i, n)
			}
			o.Sizes = append(o.Sizes, n)
		}
		if len(o.Sizes) > 0 {
			return o, nil
		}
	}
	return o, nil
}

// Widths are the widths of the copies of an image width pixels wide: each size capped at
// width, each width once, in the order of sizes.
func (o Options) Widths(width int) []int {
	if len(o.Sizes) == 0 {
		return []int{width}
	}
	var out []int
	seen := map[int]bool{}
	for _, s := range o.Sizes {
		w := min(s, width)
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

func optional(opts map[string]any, key string) (int, bool, error) {
	v, ok := opts[key]
	if !ok || v == nil {
		return 0, false, nil
	}
	n, err := integer(key, v)
	return n, err == nil, err
}

// integer reads a number or a numeric string, as the loader's parseInt does.
func integer(key string, v any) (int, error) {
	switch n := v.(type) {
	case int:
		return n, nil
	case int64:
		return int(n), nil
	case float64:
		if !math.IsInf(n, 0) && !math.IsNaN(n) {
			return int(n), nil
		}
	case string:
		if i, err := strconv.Atoi(n); err == nil {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%s is %v; it may be a whole number", key, v)
}
