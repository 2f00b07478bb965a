package jsrt

import (
	"fmt"
	"math"
	"time"

	"github.com/dop251/goja"
)

// timers are the pending setTimeout callbacks of a loader. Nothing runs them in the
// background: a promise that waits for one is settled by running them in order of time
// (see settle), sleeping until each is due.
type timers struct {
	pending []timer
	next    int64
	waited  time.Duration
}

type timer struct {
	id   int64
	due  time.Time
	fn   goja.Callable
	args []goja.Value
}

func (l *Loader) installTimers() {
	add := func(call goja.FunctionCall, delay goja.Value) goja.Value {
		fn, ok := goja.AssertFunction(call.Argument(0))
		if !ok {
			panic(l.rt.NewTypeError("the callback given to setTimeout must be a function"))
		}
		ms := delay.ToFloat()
		if math.IsNaN(ms) || ms < 0 {
			ms = 0
		}
		var args []goja.Value
		if len(call.Arguments) > 2 {
			args = append(args, call.Arguments[2:]...)
		}
		l.timers.next++
		l.timers.pending = append(l.timers.pending, timer{id: l.timers.next, due: time.Now().Add(time.Duration(ms * float64(time.Millisecond))), fn: fn, args: args})
		return l.rt.ToValue(l.timers.next)
	}
	_ = l.rt.Set("setTimeout", func(call goja.FunctionCall) goja.Value { return add(call, call.Argument(1)) })
	_ = l.rt.Set("setImmediate", func(call goja.FunctionCall) goja.Value {
		args := append([]goja.Value{call.Argument(0), l.rt.ToValue(0)}, call.Arguments[min(1, len(call.Arguments)):]...)
		return add(goja.FunctionCall{This: call.This, Arguments: args}, l.rt.ToValue(0))
	})
	clear := func(call goja.FunctionCall) goja.Value {
		id := call.Argument(0).ToInteger()
		for i, t := range l.timers.pending {
			if t.id == id {
				l.timers.pending = append(l.timers.pending[:i], l.timers.pending[i+1:]...)
				break
			}
		}
		return goja.Undefined()
	}
	_ = l.rt.Set("clearTimeout", clear)
	_ = l.rt.Set("clearImmediate", clear)
}

// runNext runs the timer due first, after sleeping until it is due; false when none is left.
func (ts *timers) runNext(rt *goja.Runtime) (bool, error) {
	if len(ts.pending) == 0 {
		return false, nil
	}
	first := 0
	for i, t := range ts.pending {
		if t.due.Before(ts.pending[first].due) {
			first = i
		}
	}
	t := ts.pending[first]
	ts.pending = append(ts.pending[:first], ts.pending[first+1:]...)
	if wait := time.Until(t.due); wait > 0 {
		if ts.waited+wait > MaxTimerWait {
			return false, fmt.Errorf("waited for timers (setTimeout) for more than %s in all", MaxTimerWait)
		}
		ts.waited += wait
		time.Sleep(wait)
	}
	_, err := t.fn(goja.Undefined(), t.args...)
	return true, err
}
