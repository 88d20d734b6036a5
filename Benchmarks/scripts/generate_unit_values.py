"""Prints COUNT seeded input lines for `fieldcli format unit --stdin`: the numbers of
generate_number_values.py (the unit is a flag, so a line is one number), about 1% invalid.
Usage: generate_unit_values.py COUNT SEED"""
import runpy
import sys

runpy.run_path(str(__import__("pathlib").Path(__file__).with_name("generate_number_values.py")),
               run_name="__main__")
