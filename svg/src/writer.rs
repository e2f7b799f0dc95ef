//! The SVG writer every game module draws with: an element builder that
//! escapes every attribute value and text, numbers printed with at most two
//! decimals (the same text on every machine), and a few shapes the games
//! share (stars, polygons, rounded boxes).

use alloc::string::String;
use core::fmt::Write;

/// Appends `text` to `out` with the five XML special characters escaped.
pub fn escape_into(out: &mut String, text: &str) {
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters other than tab/newline are not allowed in
            // XML 1.0 at all: drop them rather than emit a broken document.
            c if (c as u32) < 0x20 && c != '\t' && c != '\n' => {}
            c => out.push(c),
        }
    }
}

/// `text` with the XML special characters escaped.
pub fn escape(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    escape_into(&mut s, text);
    s
}

/// Appends a number with at most two decimals and no trailing zeros
/// (`12`, `12.5`, `-0.25`); non-finite numbers print as `0`.
pub(crate) fn push_num(out: &mut String, v: f32) {
    if !v.is_finite() {
        out.push('0');
        return;
    }
    let t = v * 100.0;
    let hundredths = if t >= 0.0 { (t + 0.5) as i64 } else { (t - 0.5) as i64 };
    if hundredths < 0 {
        out.push('-');
    }
    let a = hundredths.unsigned_abs();
    let _ = write!(out, "{}", a / 100);
    let frac = a % 100;
    if frac != 0 {
        if frac % 10 == 0 {
            let _ = write!(out, ".{}", frac / 10);
        } else {
            let _ = write!(out, ".{frac:02}");
        }
    }
}

/// A whole SVG document being written.
pub(crate) struct Svg {
    out: String,
}

/// One element being written: attributes first, then [`El::end`] (empty
/// element), [`El::text`] (text content) or [`El::open`] (children follow,
/// closed by [`Svg::close`]).
pub(crate) struct El<'a> {
    out: &'a mut String,
    name: &'static str,
}

// The drawing primitives take SVG's attribute lists positionally.
#[allow(clippy::too_many_arguments)]
impl Svg {
    /// A document `w` x `h` user units wide, drawn `px` pixels wide.
    pub fn new(w: f32, h: f32, px: u32, title: &str) -> Svg {
        let mut s = Svg {
            out: String::with_capacity(16 * 1024),
        };
        let px = px.max(1) as f32;
        let height = if w > 0.0 { px * h / w } else { px };
        s.el("svg")
            .s("xmlns", "http://www.w3.org/2000/svg")
            .s("version", "1.1")
            .n("width", px)
            .n("height", height)
            .view_box(w, h)
            .s("font-family", "DejaVu Sans, Verdana, Arial, sans-serif")
            .open();
        s.el("title").text(title);
        s
    }

    /// Starts an element.
    pub fn el(&mut self, name: &'static str) -> El<'_> {
        self.out.push('<');
        self.out.push_str(name);
        El {
            out: &mut self.out,
            name,
        }
    }

    /// Closes an element opened with [`El::open`].
    pub fn close(&mut self, name: &'static str) {
        self.out.push_str("</");
        self.out.push_str(name);
        self.out.push('>');
    }

    /// Opens a group with a class.
    pub fn group(&mut self, class: &str) {
        self.el("g").s("class", class).open();
    }

    /// Closes a group.
    pub fn end_group(&mut self) {
        self.close("g");
    }

    /// Finishes the document.
    pub fn finish(mut self) -> String {
        self.close("svg");
        self.out.push('\n');
        self.out
    }

    // ----- shapes -----

    /// A transparent rectangle on top of the picture that a web page can
    /// listen to: class `hit`, `attr` (`data-square`, `data-card`) set to
    /// `name`. Painted with zero opacity, so it takes pointer events.
    pub fn hit_rect(&mut self, x: f32, y: f32, w: f32, h: f32, attr: &str, name: &str) {
        self.el("rect")
            .s("class", "hit")
            .s(attr, name)
            .n("x", x)
            .n("y", y)
            .n("width", w)
            .n("height", h)
            .s("fill", "#000000")
            .n("fill-opacity", 0.0)
            .end();
    }

    /// A transparent circle on top of the picture: as [`Svg::hit_rect`].
    pub fn hit_circle(&mut self, cx: f32, cy: f32, r: f32, attr: &str, name: &str) {
        self.el("circle")
            .s("class", "hit")
            .s(attr, name)
            .n("cx", cx)
            .n("cy", cy)
            .n("r", r)
            .s("fill", "#000000")
            .n("fill-opacity", 0.0)
            .end();
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, rx: f32, fill: &str, stroke: &str, sw: f32) {
        let e = self.el("rect").n("x", x).n("y", y).n("width", w).n("height", h);
        let e = if rx > 0.0 { e.n("rx", rx) } else { e };
        e.paint(fill, stroke, sw).end();
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: &str, stroke: &str, sw: f32) {
        self.el("circle")
            .n("cx", cx)
            .n("cy", cy)
            .n("r", r)
            .paint(fill, stroke, sw)
            .end();
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, stroke: &str, sw: f32) {
        self.el("line")
            .n("x1", x1)
            .n("y1", y1)
            .n("x2", x2)
            .n("y2", y2)
            .s("stroke", stroke)
            .n("stroke-width", sw)
            .s("stroke-linecap", "round")
            .end();
    }

    /// A closed polygon through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], fill: &str, stroke: &str, sw: f32) {
        let mut p = String::new();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i > 0 {
                p.push(' ');
            }
            push_num(&mut p, x);
            p.push(',');
            push_num(&mut p, y);
        }
        self.el("polygon")
            .s("points", &p)
            .paint(fill, stroke, sw)
            .s("stroke-linejoin", "round")
            .end();
    }

    /// A star with `points` points, outer radius `r`, inner `r * inner`.
    pub fn star(&mut self, cx: f32, cy: f32, r: f32, points: u32, inner: f32, fill: &str, stroke: &str, sw: f32) {
        let n = points.max(2) * 2;
        let mut pts = alloc::vec::Vec::with_capacity(n as usize);
        for k in 0..n {
            let a = core::f32::consts::PI * k as f32 / points as f32;
            let rr = if k % 2 == 0 { r } else { r * inner };
            pts.push((cx + rr * sin(a), cy - rr * cos(a)));
        }
        self.polygon(&pts, fill, stroke, sw);
    }

    /// Text centred on `(x, y)` (baseline moved down by a third of the size).
    pub fn text(&mut self, x: f32, y: f32, size: f32, fill: &str, weight: &str, anchor: &str, content: &str) {
        self.el("text")
            .n("x", x)
            .n("y", y + size * 0.35)
            .n("font-size", size)
            .s("fill", fill)
            .s("font-weight", weight)
            .s("text-anchor", anchor)
            .text(content);
    }
}

impl El<'_> {
    /// A string attribute (escaped).
    pub fn s(self, key: &str, value: &str) -> Self {
        self.out.push(' ');
        self.out.push_str(key);
        self.out.push_str("=\"");
        escape_into(self.out, value);
        self.out.push('"');
        self
    }
    /// A number attribute.
    pub fn n(self, key: &str, value: f32) -> Self {
        self.out.push(' ');
        self.out.push_str(key);
        self.out.push_str("=\"");
        push_num(self.out, value);
        self.out.push('"');
        self
    }
    /// `viewBox="0 0 w h"`.
    pub fn view_box(self, w: f32, h: f32) -> Self {
        self.out.push_str(" viewBox=\"0 0 ");
        push_num(self.out, w);
        self.out.push(' ');
        push_num(self.out, h);
        self.out.push('"');
        self
    }
    /// Fill, stroke and stroke width (no stroke attributes for `none`).
    pub fn paint(self, fill: &str, stroke: &str, sw: f32) -> Self {
        let e = self.s("fill", fill);
        if stroke == "none" || sw <= 0.0 {
            e
        } else {
            e.s("stroke", stroke).n("stroke-width", sw)
        }
    }
    /// Ends an empty element.
    pub fn end(self) {
        self.out.push_str("/>");
    }
    /// Ends the start tag; children follow.
    pub fn open(self) {
        self.out.push('>');
    }
    /// Text content (escaped), then the end tag.
    pub fn text(self, content: &str) {
        self.out.push('>');
        escape_into(self.out, content);
        self.out.push_str("</");
        self.out.push_str(self.name);
        self.out.push('>');
    }
}

// `no_std` has no float functions: small, deterministic series are enough
// for drawing (error far below a hundredth of a unit for the angles used).

/// Sine of `x` radians.
pub(crate) fn sin(x: f32) -> f32 {
    let tau = 2.0 * core::f32::consts::PI;
    // Reduce to [-pi, pi].
    let mut y = x - tau * ((x / tau) + 0.5).floor_nostd();
    if y > core::f32::consts::PI {
        y -= tau;
    }
    // Reduce to [-pi/2, pi/2] using sin(pi - y) = sin(y).
    let half = core::f32::consts::FRAC_PI_2;
    if y > half {
        y = core::f32::consts::PI - y;
    } else if y < -half {
        y = -core::f32::consts::PI - y;
    }
    let y2 = y * y;
    // Taylor series to y^11.
    y * (1.0 - y2 / 6.0 * (1.0 - y2 / 20.0 * (1.0 - y2 / 42.0 * (1.0 - y2 / 72.0 * (1.0 - y2 / 110.0)))))
}

/// Cosine of `x` radians.
pub(crate) fn cos(x: f32) -> f32 {
    sin(x + core::f32::consts::FRAC_PI_2)
}

trait FloorNoStd {
    fn floor_nostd(self) -> f32;
}

impl FloorNoStd for f32 {
    fn floor_nostd(self) -> f32 {
        let t = self as i64 as f32;
        if t > self { t - 1.0 } else { t }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_print_with_two_decimals_at_most() {
        let mut s = String::new();
        for v in [0.0, 12.0, 12.5, -0.25, 1.001, 2.71601, f32::NAN] {
            push_num(&mut s, v);
            s.push(' ');
        }
        assert_eq!(s, "0 12 12.5 -0.25 1 2.72 0 ");
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            escape("a<b & \"c\" 'd'>\u{1}"),
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;"
        );
    }

    #[test]
    fn sine_and_cosine_are_close() {
        for k in -40..40 {
            let x = k as f32 * 0.37;
            let (s, c) = (sin(x), cos(x));
            assert!((s * s + c * c - 1.0).abs() < 1e-3, "{x}");
        }
        assert!((sin(core::f32::consts::FRAC_PI_6) - 0.5).abs() < 1e-5);
        assert!((cos(core::f32::consts::PI) + 1.0).abs() < 1e-5);
    }
}
