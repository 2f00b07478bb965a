package jsintl

import (
	"strconv"
	"time"

	"github.com/dop251/goja"
)

// dateTimeFormat formats with the English patterns of CLDR: en-US (month first, 12-hour) and
// the other English regions (day first, 24-hour, as en-GB).
type dateTimeFormat struct {
	locale, timeZone                   string
	loc                                *time.Location
	weekday, era, year, month, day     string
	hour, minute, second, timeZoneName string
	dateStyle, timeStyle               string
	hour12, dayFirst                   bool
}

func newDateTimeFormat(rt *goja.Runtime, locales, opts goja.Value, defaults string) *dateTimeFormat {
	locale, _ := resolveLocale(rt, locales)
	o := readOptions(rt, opts)
	f := &dateTimeFormat{locale: locale, timeZone: o.str("timeZone", "UTC")}
	loc, err := time.LoadLocation(f.timeZone)
	if err != nil || f.timeZone == "" || f.timeZone == "Local" {
		panic(rangeError(rt, "Invalid time zone specified: "+f.timeZone))
	}
	f.loc = loc
	if f.timeZone == "Etc/UTC" || f.timeZone == "utc" {
		f.timeZone = "UTC"
	}
	f.dayFirst = baseLanguage(locale) != "en" || (locale != "en" && locale != "en-US" && len(locale) > 2)
	f.hour12 = !f.dayFirst
	if o.has("hour12") {
		f.hour12 = o.boolean("hour12", f.hour12)
	} else if o.has("hourCycle") {
		hc := o.str("hourCycle", "")
		f.hour12 = hc == "h11" || hc == "h12"
	}
	f.weekday, f.year, f.month, f.day = o.str("weekday", ""), o.str("year", ""), o.str("month", ""), o.str("day", "")
	f.hour, f.minute, f.second = o.str("hour", ""), o.str("minute", ""), o.str("second", "")
	f.timeZoneName = o.str("timeZoneName", "")
	f.dateStyle, f.timeStyle = o.str("dateStyle", ""), o.str("timeStyle", "")
	switch f.dateStyle {
	case "full":
		f.weekday, f.month, f.day, f.year = "long", "long", "numeric", "numeric"
	case "long":
		f.month, f.day, f.year = "long", "numeric", "numeric"
	case "medium":
		f.month, f.day, f.year = "short", "numeric", "numeric"
	case "short":
		f.month, f.day, f.year = "numeric", "numeric", "2-digit"
	}
	switch f.timeStyle {
	case "full", "long", "medium":
		f.hour, f.minute, f.second = "numeric", "2-digit", "2-digit"
	case "short":
		f.hour, f.minute = "numeric", "2-digit"
	}
	if f.timeStyle == "full" || f.timeStyle == "long" {
		f.timeZoneName = "short"
	}
	hasDate := f.weekday != "" || f.year != "" || f.month != "" || f.day != ""
	hasTime := f.hour != "" || f.minute != "" || f.second != ""
	if !hasDate && !hasTime {
		if defaults == "date" || defaults == "all" {
			f.year, f.month, f.day = "numeric", "numeric", "numeric"
		}
		if defaults == "time" || defaults == "all" {
			f.hour, f.minute, f.second = "numeric", "2-digit", "2-digit"
		}
	}
	return f
}

var weekdays = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
var months = []string{"January", "February", "March", "April", "May", "June", "July", "August",
	"September", "October", "November", "December"}

func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func numeric(n int, style string) string {
	if style == "2-digit" {
		return pad2(n % 100)
	}
	return strconv.Itoa(n)
}

func textual(name, style string) string {
	switch style {
	case "short":
		return name[:3]
	case "narrow":
		return name[:1]
	}
	return name
}

func (f *dateTimeFormat) dateParts(t time.Time) []part {
	var parts []part
	lit := func(s string) { parts = append(parts, part{"literal", s}) }
	add := func(typ, v string) { parts = append(parts, part{typ, v}) }
	if f.weekday != "" {
		add("weekday", textual(weekdays[t.Weekday()], f.weekday))
		if f.month != "" || f.day != "" || f.year != "" {
			if f.dayFirst && f.month != "" && f.month != "numeric" && f.month != "2-digit" {
				lit(" ")
			} else {
				lit(", ")
			}
		}
	}
	textMonth := f.month != "" && f.month != "numeric" && f.month != "2-digit"
	year := numeric(t.Year(), f.year)
	switch {
	case textMonth && f.dayFirst:
		// 4 November 2026
		if f.day != "" {
			add("day", numeric(t.Day(), f.day))
			lit(" ")
		}
		add("month", textual(months[t.Month()-1], f.month))
		if f.year != "" {
			lit(" ")
			add("year", year)
		}
	case textMonth:
		// November 4, 2026
		add("month", textual(months[t.Month()-1], f.month))
		if f.day != "" {
			lit(" ")
			add("day", numeric(t.Day(), f.day))
		}
		if f.year != "" {
			if f.day != "" {
				lit(", ")
			} else {
				lit(" ")
			}
			add("year", year)
		}
	default:
		// 11/4/2026 or 04/11/2026
		var fields []part
		m, d := part{"month", numeric(int(t.Month()), f.month)}, part{"day", numeric(t.Day(), f.day)}
		if f.dayFirst && f.day != "" && f.month != "" {
			// en-GB writes both as two digits.
			m.value, d.value = pad2(int(t.Month())), pad2(t.Day())
		}
		first, second := m, d
		if f.dayFirst {
			first, second = d, m
		}
		if (first.typ == "month" && f.month != "") || (first.typ == "day" && f.day != "") {
			fields = append(fields, first)
		}
		if (second.typ == "month" && f.month != "") || (second.typ == "day" && f.day != "") {
			fields = append(fields, second)
		}
		if f.year != "" {
			fields = append(fields, part{"year", year})
		}
		for i, p := range fields {
			if i > 0 {
				lit("/")
			}
			parts = append(parts, p)
		}
	}
	return parts
}

func (f *dateTimeFormat) timeParts(t time.Time) []part {
	var parts []part
	add := func(typ, v string) { parts = append(parts, part{typ, v}) }
	if f.hour != "" {
		h := t.Hour()
		if f.hour12 {
			h %= 12
			if h == 0 {
				h = 12
			}
			add("hour", numeric(h, f.hour))
		} else {
			add("hour", pad2(h))
		}
	}
	if f.minute != "" {
		if len(parts) > 0 {
			add("literal", ":")
		}
		if f.hour != "" {
			add("minute", pad2(t.Minute()))
		} else {
			add("minute", numeric(t.Minute(), f.minute))
		}
	}
	if f.second != "" {
		if len(parts) > 0 {
			add("literal", ":")
		}
		if f.hour != "" || f.minute != "" {
			add("second", pad2(t.Second()))
		} else {
			add("second", numeric(t.Second(), f.second))
		}
	}
	if f.hour != "" && f.hour12 {
		period := "AM"
		if t.Hour() >= 12 {
			period = "PM"
		}
		add("literal", " ")
		add("dayPeriod", period)
	}
	if f.timeZoneName != "" && len(parts) > 0 {
		add("literal", " ")
		add("timeZoneName", t.Format("MST"))
	}
	return parts
}

func (f *dateTimeFormat) parts(ms float64) []part {
	t := time.UnixMilli(int64(ms)).In(f.loc)
	date, clock := f.dateParts(t), f.timeParts(t)
	if len(date) == 0 || len(clock) == 0 {
		return append(date, clock...)
	}
	sep := ", "
	if f.month == "long" && (f.dateStyle == "long" || f.dateStyle == "full") {
		sep = " at "
	}
	return append(append(date, part{"literal", sep}), clock...)
}

func (f *dateTimeFormat) resolved() map[string]any {
	r := map[string]any{"locale": f.locale, "calendar": "gregory", "numberingSystem": "latn", "timeZone": f.timeZone}
	for k, v := range map[string]string{"weekday": f.weekday, "year": f.year, "month": f.month, "day": f.day,
		"hour": f.hour, "minute": f.minute, "second": f.second, "timeZoneName": f.timeZoneName,
		"dateStyle": f.dateStyle, "timeStyle": f.timeStyle} {
		if v != "" {
			r[k] = v
		}
	}
	if f.hour != "" {
		r["hour12"] = f.hour12
		r["hourCycle"] = map[bool]string{true: "h12", false: "h23"}[f.hour12]
	}
	return r
}

// timeValue is the epoch milliseconds of a format() argument: a Date, a number, or now.
func timeValue(rt *goja.Runtime, v goja.Value) float64 {
	if v == nil || goja.IsUndefined(v) {
		return float64(time.Now().UnixMilli())
	}
	if obj, ok := v.(*goja.Object); ok {
		if getTime, ok := goja.AssertFunction(obj.Get("getTime")); ok {
			r, err := getTime(obj)
			if err != nil {
				panic(err)
			}
			v = r
		}
	}
	ms := v.ToFloat()
	if ms != ms {
		panic(rangeError(rt, "Invalid time value"))
	}
	return ms
}

func dateTimeFormatConstructor(rt *goja.Runtime) *goja.Object {
	return constructor(rt, func(locales, opts goja.Value) *goja.Object {
		return dateTimeFormatObject(rt, newDateTimeFormat(rt, locales, opts, "date"))
	})
}

func dateTimeFormatObject(rt *goja.Runtime, f *dateTimeFormat) *goja.Object {
	obj := rt.NewObject()
	_ = obj.Set("format", func(v goja.Value) string { return joinParts(f.parts(timeValue(rt, v))) })
	_ = obj.Set("formatToParts", func(v goja.Value) goja.Value { return partsValue(rt, f.parts(timeValue(rt, v))) })
	_ = obj.Set("resolvedOptions", f.resolved)
	return obj
}
