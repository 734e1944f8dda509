"""The Python peer of the batch benchmark: one expression per line of stdin
(+ - * / and parentheses), evaluated exactly with fractions.Fraction and printed
the way `calculator` prints: 20 significant digits, correctly rounded (halves away
from zero), plain or scientific.
Its output is also the reference the benchmark checks the calculator against."""
import ast
import sys
from fractions import Fraction

OPERATORS = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b,
}


def evaluate(node):
    if isinstance(node, ast.Expression):
        return evaluate(node.body)
    if isinstance(node, ast.BinOp):
        return OPERATORS[type(node.op)](evaluate(node.left), evaluate(node.right))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -evaluate(node.operand)
    if isinstance(node, ast.Constant):
        # Literals are read as decimal text, so 0.1 is exactly 1/10.
        return Fraction(SOURCE[node.col_offset : node.end_col_offset])
    raise ValueError(f"unsupported: {ast.dump(node)}")


def calculator_text(x: Fraction, count: int = 20, max_leading_zeros: int = 5) -> str:
    """What `calculator --digits count` prints for x (its plain notation)."""
    if x == 0:
        return "0"
    sign = "-" if x < 0 else ""
    n, d = abs(x.numerator), x.denominator
    # e = floor(log10(n/d)), guessed from the lengths and corrected.
    e = len(str(n)) - len(str(d))
    if (n < d * 10**e) if e >= 0 else (n * 10**-e < d):
        e -= 1
    s = count - 1 - e
    scale = d if s >= 0 else d * 10**-s
    q, r = divmod(n * 10**s, d) if s >= 0 else divmod(n, scale)
    if 2 * r >= scale:  # rounded to nearest, halves away from zero
        q += 1
        if q == 10**count:  # 9.99… carried into a new digit: one place up
            q //= 10
            e += 1
    digits = str(q)
    if r == 0:
        digits = digits.rstrip("0") or "0"
    if e < count and -e - 1 <= max_leading_zeros:
        if e < 0:
            text = "0." + "0" * (-e - 1) + digits
        elif len(digits) > e + 1:
            text = digits[: e + 1] + "." + digits[e + 1 :]
        else:
            text = digits + "0" * (e + 1 - len(digits))
    else:
        text = digits[0] + ("." + digits[1:] if len(digits) > 1 else "") + "e" + str(e)
    return sign + text


if __name__ == "__main__":
    out = []
    for SOURCE in sys.stdin:
        SOURCE = SOURCE.strip()
        out.append(calculator_text(evaluate(ast.parse(SOURCE, mode="eval"))) if SOURCE else "")
    sys.stdout.write("\n".join(out) + "\n")
