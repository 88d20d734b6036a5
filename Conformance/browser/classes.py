"""The known classes of difference, each with who follows the standard and why.

A difference goes to the first class whose test matches it; the rest are listed unclassified.
"""

CLASSES = []
